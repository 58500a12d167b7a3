//! Two data channels in one page, paired only by the codes a person would pass between two
//! phones (headless Chromium): the invitation, the answer, a message each way, the close.
#![cfg(target_arch = "wasm32")]

use std::cell::RefCell;
use std::rc::Rc;

use gloo_timers::future::TimeoutFuture;
use pechvogel_web::net::peer::{Peer, PeerError, PeerEvent};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

type Heard = Rc<RefCell<Vec<PeerEvent>>>;

fn peer() -> (Peer, Heard) {
    let heard: Heard = Rc::default();
    let log = heard.clone();
    let peer = Peer::new(false, move |e| log.borrow_mut().push(e)).expect("WebRTC in Chromium");
    (peer, heard)
}

/// Waits up to 10 s for `what` to be true.
async fn until(what: impl Fn() -> bool) -> bool {
    for _ in 0..200 {
        if what() {
            return true;
        }
        TimeoutFuture::new(50).await;
    }
    false
}

#[wasm_bindgen_test]
async fn two_phones_pair_by_codes_and_talk() {
    let (host, host_heard) = peer();
    let (guest, guest_heard) = peer();
    let invitation = host.invite().await.expect("an invitation");
    assert!(invitation.len() <= 200, "{} characters", invitation.len());
    // An invitation is not an answer.
    assert_eq!(host.accept(&invitation).await, Err(PeerError::WrongKind));
    let answer = guest.answer(&invitation).await.expect("an answer");
    host.accept(&answer).await.expect("the answer taken");
    assert!(
        until(|| host.is_open() && guest.is_open()).await,
        "the channel opens"
    );
    host.send(&[1, 2, 3]).unwrap();
    guest.send(&[4]).unwrap();
    assert!(
        until(|| guest_heard
            .borrow()
            .contains(&PeerEvent::Message(vec![1, 2, 3])))
        .await
    );
    assert!(until(|| host_heard.borrow().contains(&PeerEvent::Message(vec![4]))).await);
    assert!(host_heard.borrow().contains(&PeerEvent::Open));
    guest.close();
    assert!(
        until(|| host_heard.borrow().contains(&PeerEvent::Closed)).await,
        "the host hears the guest leave"
    );
    assert_eq!(host.send(&[5]), Err(PeerError::NotOpen));
}

#[wasm_bindgen_test]
async fn a_damaged_code_is_refused_with_what_and_where() {
    let (host, _) = peer();
    let (guest, _) = peer();
    let mut invitation = host.invite().await.unwrap();
    invitation.replace_range(10..11, if &invitation[10..11] == "A" { "B" } else { "A" });
    assert!(matches!(
        guest.answer(&invitation).await,
        Err(PeerError::Code(_))
    ));
    assert!(matches!(
        guest.answer("not a code!").await,
        Err(PeerError::Code(_))
    ));
}
