//! A QR code of a text, drawn by the app as one SVG path (the `qr` crate): a phone across
//! the table opens the shared game by pointing its camera at the screen. The encoder is in a
//! chunk of its own (`shell::chunk`): fetched the first time a code is drawn.

use leptos::prelude::*;

use super::{shell, tr};
use crate::shell::chunk::drawn_from_chunk;
use crate::shell::words::W;

crate::in_chunk!(
    share_qr,
    /// The QR code of `text` as its size in modules (the quiet zone included) and one SVG
    /// path, or `None` when it does not fit a code.
    fn qr_drawing(text: String) -> Option<(usize, String)> {
        // Level L first: the smallest code, so each module is as large as the screen allows;
        // the encoder raises the level itself where the same size holds more correction.
        qr::encode(text.as_bytes(), qr::Level::L)
            .ok()
            .map(|code| (code.view_size(), code.svg_path()))
    }
);

/// The QR code of `text`, or a sentence saying it does not fit one (or that the encoder could
/// not be loaded, with Retry).
#[component]
pub fn QrCode(
    /// What the code holds (a link).
    text: String,
    /// The test hook (`share-qr` unless given).
    #[prop(optional)]
    testid: Option<&'static str>,
) -> impl IntoView {
    let lang = shell().lang_untracked();
    drawn_from_chunk(
        lang,
        move || qr_drawing(text.clone()),
        move |drawn| match drawn {
            Some((n, path)) => {
                let view_box = format!("0 0 {n} {n}");
                view! {
                    <svg
                        class="qr"
                        data-testid=testid.unwrap_or("share-qr")
                        viewBox=view_box
                        role="img"
                        aria-label=tr(W::QrOfTheLink)
                        shape-rendering="crispEdges"
                    >
                        <rect width="100%" height="100%" fill="#fff"></rect>
                        <path d=path fill="#000"></path>
                    </svg>
                }
                .into_any()
            }
            None => view! { <p class="qr-none">{tr(W::QrTooLong)}</p> }.into_any(),
        },
    )
}
