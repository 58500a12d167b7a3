//! Where the phones' dialogs are drawn: the host's invitation and the guest's joining. Their
//! views are in the chunk `live` with the connection itself, fetched while one of them is on
//! show (an invitation, a phone joining): the setup screen's first load carries none of it.

use leptos::prelude::*;

use super::invite_dialog::InviteDialog;
use super::join_dialog::JoinDialog;
use super::shell;
use super::shown::shown;
use crate::shell::chunk::drawn_from_chunk;
use crate::shell::phones::PhonesView;

crate::in_chunk!(
    live,
    /// Draws the invitation and joining dialogs (from the live chunk).
    fn phone_dialogs() -> fn() -> AnyView {
        || view! { <InviteDialog /> <JoinDialog /> }.into_any()
    }
);

/// The invitation and joining dialogs, drawn from the first time either is on show (each
/// opens itself as the browser's modal when drawn with its question already there).
#[component]
pub fn PhoneDialogs() -> impl IntoView {
    let Some(view) = use_context::<PhonesView>() else {
        return ().into_any();
    };
    let lang = shell().lang_untracked();
    // Once drawn, the dialogs stay (closed between uses): a dialog the browser closes gives
    // the focus back to where the person was; one taken out of the page would not.
    let drawn = StoredValue::new(false);
    let wanted = move || {
        let on_show = view.invitation.with(Option::is_some) || view.joining.with(Option::is_some);
        if on_show {
            drawn.set_value(true);
        }
        on_show || drawn.get_value()
    };
    shown(wanted, move || {
        drawn_from_chunk(lang, phone_dialogs, |draw| draw())
    })
}
