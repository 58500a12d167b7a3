//! A QR code of a text, drawn by the app as one SVG path (the `qr` crate): a phone across
//! the table opens the shared game by pointing its camera at the screen.

use leptos::prelude::*;

use super::tr;
use crate::shell::words::W;

/// The QR code of `text`, or a sentence saying it does not fit one.
#[component]
pub fn QrCode(
    /// What the code holds (a link).
    text: String,
    /// The test hook (`share-qr` unless given).
    #[prop(optional)]
    testid: Option<&'static str>,
) -> impl IntoView {
    // Level L first: the smallest code, so each module is as large as the screen allows;
    // the encoder raises the level itself where the same size holds more correction.
    match qr::encode(text.as_bytes(), qr::Level::L) {
        Ok(code) => {
            let n = code.view_size().to_string();
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
                    <path d=code.svg_path() fill="#000"></path>
                </svg>
            }
            .into_any()
        }
        Err(_) => view! {
            <p class="qr-none">{tr(W::QrTooLong)}</p>
        }
        .into_any(),
    }
}
