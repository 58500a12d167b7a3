//! Claiming a score marker: from the middle, or stolen from an opponent (then a marker of
//! your choice goes from the middle to the box). Offers exactly the engine's legal claims.

use leptos::prelude::*;

use crate::shell::var::{Stash, Var};

use super::{t, tf};
use crate::pechvogel::words::W;
use pechvogel_engine::{Action, Claim, Event, Game, Move, Pile, Seat};

use super::play;
use super::score_marker::ScoreMarker;

/// The claim choices for the human at `seat`.
#[component]
pub fn ClaimDialog(
    /// The prompt this answers.
    id: u64,
    /// Who claims.
    seat: Seat,
    /// The legal claims.
    options: Vec<Claim>,
) -> impl IntoView {
    let p = play();
    let who = super::name_of(p, seat);
    let target = p.scene().with_untracked(|s| s.target).unwrap_or(0);
    let middle = options.contains(&Claim::Middle);
    let mut victims: Vec<Seat> = Vec::new();
    for o in &options {
        if let Claim::Steal { seat: v, .. } = o {
            if !victims.contains(v) {
                victims.push(*v);
            }
        }
    }
    // What comes with the claim when three ravens lie too, as the engine settles it.
    let with = p
        .shown()
        .with_untracked(|t| {
            t.as_ref()
                .zip(options.first())
                .map(|(t, &c)| frustrations_with(t.game(), c))
        })
        .unwrap_or(0);
    let chosen = Var::new(None::<Seat>);
    let discards = move |victim: Seat| -> Vec<u8> {
        options
            .iter()
            .filter_map(|o| match *o {
                Claim::Steal { seat, discard } if seat == victim => Some(discard),
                _ => None,
            })
            .collect()
    };
    let discards = Stash::new(discards);
    view! {
        <p class="prompt-q">{tf(W::ClaimQ, &[("name", &who), ("v", &target.to_string())])}</p>
        {(with > 0).then(|| {
            let lang = p.shell().lang_untracked();
            let key = lang.pick(with as i64, W::ClaimBringsFrustration, W::ClaimBringsFrustrations);
            view! {
                <p class="prompt-detail" data-testid="claim-frustrations">
                    {key.fill(lang, &[("n", &with.to_string())])}
                </p>
            }
        })}
        {move || match chosen.get() {
            None => {
                view! {
                    <div class="prompt-actions claims">
                        {middle
                            .then(|| {
                                view! {
                                    <button
                                        class="btn btn-primary"
                                        data-testid="claim-middle"
                                        on:click=move |ev| p.click(&ev, id, Move::Claim(Claim::Middle))
                                    >
                                        <ScoreMarker value=target />
                                        {t(W::FromTheMiddle)}
                                    </button>
                                }
                                .into_any()
                            })}
                        {victims
                            .iter()
                            .map(|&v| {
                                let name = super::name_of(p, v);
                                view! {
                                    <button
                                        class="btn"
                                        data-testid=format!("steal-{v}")
                                        on:click=move |_| chosen.set(Some(v))
                                    >
                                        {tf(W::StealFrom, &[("name", &name)])}
                                    </button>
                                }
                                .into_any()
                            })
                            .collect_view()}
                    </div>
                }
                    .into_any()
            }
            Some(v) => {
                let name = super::name_of(p, v);
                let values = discards.with_value(|d| d(v));
                view! {
                    <p class="prompt-detail">
                        {tf(W::StealingWhich, &[("name", &name), ("v", &target.to_string())])}
                    </p>
                    <div class="prompt-actions discards">
                        {values
                            .into_iter()
                            .map(|d| {
                                view! {
                                    <button
                                        class="btn btn-discard"
                                        data-testid=format!("discard-{d}")
                                        aria-label=tf(W::DiscardToBox, &[("v", &d.to_string())])
                                        on:click=move |ev| p.click(&ev, id, Move::Claim(Claim::Steal { seat: v, discard: d }))
                                    >
                                        <ScoreMarker value=d />
                                    </button>
                                }
                                .into_any()
                            })
                            .collect_view()}
                        <button class="btn btn-quiet" data-testid="claim-back" on:click=move |_| chosen.set(None)>
                            {t(W::Back)}
                        </button>
                    </div>
                }
                    .into_any()
            }
        }}
    }
}

/// How many frustrations the active player takes along with `claim` (the turn ended with
/// three ravens as well): the claim settled by the engine on a copy, its frustrations that
/// go to the claimer counted. 0 when none come with it (or the claim is refused).
pub fn frustrations_with(game: &Game, claim: Claim) -> usize {
    let Some(me) = game.active() else {
        return 0;
    };
    game.clone()
        .apply(Action::Claim(claim))
        .map_or(0, |events| {
            events
                .iter()
                .filter(
                    |e| matches!(e, Event::FrustrationMoved { to: Pile::Seat(s), .. } if *s == me),
                )
                .count()
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use pechvogel_engine::Face::{self, Number as N, Raven as R};

    fn after(throw: [Face; 7], target: u8) -> Game {
        let names = vec!["Ann".to_string(), "Bo".to_string()];
        let actions = [Action::roll(&throw).unwrap(), Action::Target(target)];
        Game::replay(names, &actions).unwrap()
    }

    #[test]
    fn a_claim_says_the_frustration_three_ravens_bring_with_it() {
        // Three ravens and four 5s on the first throw: the claim and a frustration
        // (RULES.md, settled point 2).
        let both = after([R, R, R, N(5), N(5), N(5), N(5)], 5);
        assert!(both.claim_due());
        assert_eq!(frustrations_with(&both, Claim::Middle), 1);
        // Four 5s and one raven: the marker alone.
        let alone = after([R, N(3), N(4), N(5), N(5), N(5), N(5)], 5);
        assert!(alone.claim_due());
        assert_eq!(frustrations_with(&alone, Claim::Middle), 0);
        // A claim the engine refuses brings nothing.
        let steal = Claim::Steal {
            seat: 1,
            discard: 3,
        };
        assert_eq!(frustrations_with(&both, steal), 0);
    }
}
