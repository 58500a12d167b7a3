//! The table's sounds and buzzes, synthesised with the Web Audio API (no audio files): dice
//! on felt, a marker's or tile's clack, Murphy's caw, a sad trombone for a failed turn, and
//! a short vibration when it is a person's turn again.
//!
//! Each sound is first written down as a [`score`]: plain data (noise bursts and tones with
//! their times, pitches, filters and loudness), tested natively. The browser part plays a
//! score on one `AudioContext`, which is created or resumed only inside a user gesture
//! ([`wake`]), and does nothing at all where audio or vibration is missing.

use crate::shell::cue::Cue;

/// What sounds in a voice.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Source {
    /// White noise: a clatter, a knock, a swoosh (shaped by the voice's filter).
    Noise,
    /// A tone gliding from one pitch to another, with an optional vibrato.
    Tone {
        /// The oscillator's wave.
        wave: Wave,
        /// Pitch at the start (Hz).
        from_hz: f32,
        /// Pitch at the end (Hz).
        to_hz: f32,
        /// Vibrato: rate and depth (Hz).
        vibrato: Option<(f32, f32)>,
    },
}

/// An oscillator's wave.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Wave {
    /// Pure.
    Sine,
    /// Soft, hollow.
    Triangle,
    /// Bright, brassy (through a filter: a trombone, a raven).
    Sawtooth,
}

/// Which frequencies a filter lets through.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pass {
    /// Below its frequency (muffled: felt).
    Low,
    /// Around its frequency (a knock, a nasal caw).
    Band,
}

/// A filter whose frequency glides over the voice.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Filter {
    /// Low or band pass.
    pub pass: Pass,
    /// Frequency at the start (Hz).
    pub from_hz: f32,
    /// Frequency at the end (Hz).
    pub to_hz: f32,
    /// Sharpness.
    pub q: f32,
}

/// How a voice's loudness moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    /// Struck: at once loud, then dying away (a die, a knock).
    Hit,
    /// Blown: rises, holds, and stops (a note, a caw).
    Held,
}

/// One sound in a score.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Voice {
    /// Start, in seconds after the score starts.
    pub at: f32,
    /// Length in seconds.
    pub len: f32,
    /// Peak loudness, 0 to 1.
    pub gain: f32,
    /// How the loudness moves.
    pub shape: Shape,
    /// What sounds.
    pub source: Source,
    /// What shapes its colour, if anything.
    pub filter: Option<Filter>,
}

/// A small random stream (xorshift), seeded by the cue, so no two throws clatter alike and
/// a score is still reproducible in tests.
struct Dice(u32);

impl Dice {
    fn new(seed: u64) -> Dice {
        // Never zero: xorshift would stay there.
        Dice((seed as u32 ^ (seed >> 32) as u32).wrapping_mul(2_654_435_761) | 1)
    }

    /// A number in `lo..hi`.
    fn range(&mut self, lo: f32, hi: f32) -> f32 {
        let mut x = self.0;
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        self.0 = x;
        lo + (hi - lo) * (x >> 8) as f32 / (1u32 << 24) as f32
    }
}

const fn noise(at: f32, len: f32, gain: f32, filter: Filter) -> Voice {
    Voice {
        at,
        len,
        gain,
        shape: Shape::Hit,
        source: Source::Noise,
        filter: Some(filter),
    }
}

const fn still(pass: Pass, hz: f32, q: f32) -> Filter {
    Filter {
        pass,
        from_hz: hz,
        to_hz: hz,
        q,
    }
}

const fn tone(at: f32, len: f32, gain: f32, shape: Shape, wave: Wave, hz: (f32, f32)) -> Voice {
    Voice {
        at,
        len,
        gain,
        shape,
        source: Source::Tone {
            wave,
            from_hz: hz.0,
            to_hz: hz.1,
            vibrato: None,
        },
        filter: None,
    }
}

/// A marker or tile set down: a short woody knock with a little ring.
const fn clack(at: f32) -> [Voice; 2] {
    [
        noise(at, 0.05, 0.55, still(Pass::Band, 1900.0, 3.5)),
        tone(at, 0.09, 0.2, Shape::Hit, Wave::Triangle, (820.0, 760.0)),
    ]
}

/// Dice kept or put on the board: one soft knock on felt.
const LAND: [Voice; 1] = [noise(0.0, 0.04, 0.3, still(Pass::Low, 1300.0, 0.8))];

/// A claim: the clack, and a small bright "yes".
const CLAIM: [Voice; 4] = {
    let [knock, ring] = clack(0.0);
    [
        knock,
        ring,
        tone(0.08, 0.22, 0.16, Shape::Hit, Wave::Sine, (784.0, 784.0)),
        tone(0.17, 0.22, 0.16, Shape::Hit, Wave::Sine, (1175.0, 1175.0)),
    ]
};

/// A steal: a swoosh across the table, then the clack.
const STEAL: [Voice; 3] = {
    let [knock, ring] = clack(0.22);
    let swoosh = Voice {
        shape: Shape::Held,
        filter: Some(Filter {
            pass: Pass::Band,
            from_hz: 500.0,
            to_hz: 3000.0,
            q: 1.4,
        }),
        ..noise(0.0, 0.24, 0.2, still(Pass::Band, 500.0, 1.4))
    };
    [swoosh, knock, ring]
};

/// One caw: a nasal, raspy call falling in pitch, and a breath of noise.
const fn caw(at: f32, hz: f32) -> [Voice; 2] {
    let call = Voice {
        source: Source::Tone {
            wave: Wave::Sawtooth,
            from_hz: hz,
            to_hz: hz * 0.68,
            vibrato: Some((32.0, 22.0)),
        },
        filter: Some(Filter {
            pass: Pass::Band,
            from_hz: 1500.0,
            to_hz: 1100.0,
            q: 2.2,
        }),
        ..tone(at, 0.22, 0.4, Shape::Held, Wave::Sawtooth, (hz, hz))
    };
    [call, noise(at, 0.18, 0.12, still(Pass::Band, 1700.0, 1.5))]
}

/// Murphy: caw, caw.
const MURPHY: [Voice; 4] = {
    let [a, b] = caw(0.0, 640.0);
    let [c, d] = caw(0.3, 600.0);
    [a, b, c, d]
};

/// One note of the sad trombone; the filter opens on it like a plunger mute.
const fn wah(i: usize, hz: f32, last: bool) -> Voice {
    Voice {
        source: Source::Tone {
            wave: Wave::Sawtooth,
            from_hz: hz,
            to_hz: if last { hz * 0.94 } else { hz * 0.99 },
            vibrato: if last { Some((5.5, 4.0)) } else { None },
        },
        filter: Some(Filter {
            pass: Pass::Low,
            from_hz: 1400.0,
            to_hz: if last { 380.0 } else { 600.0 },
            q: 4.0,
        }),
        ..tone(
            0.36 * i as f32,
            if last { 1.0 } else { 0.32 },
            0.34,
            Shape::Held,
            Wave::Sawtooth,
            (hz, hz),
        )
    }
}

/// A failed turn: wah, wah, wah, waaah — four falling semitones, the last one long and
/// wobbling.
const FAIL: [Voice; 4] = [
    wah(0, 233.08, false),
    wah(1, 220.0, false),
    wah(2, 207.65, false),
    wah(3, 196.0, true),
];

/// The score of a cue: what to play, in order of time. `seed` varies the clatter of dice;
/// `tumble_ms` is how long the dice tumble at this speed (the clatter lasts as long). The
/// other sounds are always the same (data, not code: it keeps the wasm small).
pub fn score(cue: Cue, seed: u64, tumble_ms: u32) -> Vec<Voice> {
    let fixed: &[Voice] = match cue {
        Cue::Throw => return clatter(seed, tumble_ms),
        Cue::Land => &LAND,
        Cue::Claim(_) => &CLAIM,
        Cue::Steal(_) => &STEAL,
        Cue::Murphy(_) => &MURPHY,
        Cue::Fail(_) => &FAIL,
        // A person's turn again is felt, not heard: see [`buzz`].
        Cue::YourTurn(_) => &[],
    };
    fixed.to_vec()
}

/// Dice on felt: a muffled first landing, then ever softer knocks while they roll.
fn clatter(seed: u64, tumble_ms: u32) -> Vec<Voice> {
    let mut dice = Dice::new(seed);
    let span = (tumble_ms as f32 / 1000.0).clamp(0.15, 0.6);
    let hits = 7;
    let mut at: f32 = 0.0;
    (0..hits)
        .map(|i| {
            if i > 0 {
                // Spread over the tumble, a little irregular, never two at once.
                let due = span * (i as f32 / hits as f32) + dice.range(-0.02, 0.03);
                at = due.max(at + 0.035);
            }
            let gain = 0.45 * (1.0 - i as f32 / (hits as f32 + 1.0)) * dice.range(0.7, 1.0);
            let hz = dice.range(900.0, 1700.0);
            noise(at, dice.range(0.03, 0.06), gain, still(Pass::Low, hz, 0.9))
        })
        .collect()
}

#[cfg(target_arch = "wasm32")]
mod web {
    //! Plays scores in the browser.

    use std::cell::RefCell;

    use wasm_bindgen::closure::Closure;
    use wasm_bindgen::{JsCast, JsValue};
    use web_sys::{
        AudioBuffer, AudioContext, AudioContextState, AudioNode, AudioScheduledSourceNode,
        BiquadFilterType, GainNode, OscillatorType,
    };

    use super::{Pass, Shape, Source, Voice, Wave};

    /// The page's one audio context (made in a gesture, by [`wake`]) and, once the player
    /// has played (its chunk's code makes them), its output and a second of noise to cut
    /// bursts from.
    struct Audio {
        ctx: AudioContext,
        voices: Option<Output>,
        /// Swallows a refused promise (`resume`, `suspend`): nothing to report.
        ignore: Closure<dyn FnMut(JsValue)>,
    }

    /// Where the voices go, and the noise they cut bursts from.
    struct Output {
        out: GainNode,
        noise: AudioBuffer,
    }

    thread_local! {
        static AUDIO: RefCell<Option<Audio>> = const { RefCell::new(None) };
    }

    /// True when the browser has `AudioContext` (a missing constructor is never called).
    fn has_audio() -> bool {
        web_sys::window().is_some_and(|w| {
            js_sys::Reflect::get(&w, &JsValue::from_str("AudioContext"))
                .is_ok_and(|c| c.is_function())
        })
    }

    fn open() -> Result<Audio, JsValue> {
        Ok(Audio {
            ctx: AudioContext::new()?,
            voices: None,
            ignore: Closure::new(|_| {}),
        })
    }

    /// The output and the noise, made on the first cue played.
    fn output(ctx: &AudioContext) -> Result<Output, JsValue> {
        let out = ctx.create_gain()?;
        out.gain().set_value(0.5);
        out.connect_with_audio_node(&ctx.destination())?;
        let rate = ctx.sample_rate();
        let len = rate as u32;
        let noise = ctx.create_buffer(1, len, rate)?;
        let mut x: u32 = 0x9e37_79b9;
        let samples: Vec<f32> = (0..len)
            .map(|_| {
                x ^= x << 13;
                x ^= x >> 17;
                x ^= x << 5;
                (x >> 8) as f32 / (1u32 << 23) as f32 - 1.0
            })
            .collect();
        noise.copy_to_channel(&samples, 0)?;
        Ok(Output { out, noise })
    }

    /// See [`super::wake`].
    pub fn wake() -> bool {
        AUDIO.with_borrow_mut(|audio| {
            if audio.is_none() && has_audio() {
                *audio = open().ok();
            }
            let Some(a) = audio else { return false };
            if a.ctx.state() != AudioContextState::Running {
                if let Ok(p) = a.ctx.resume() {
                    let _ = p.catch(&a.ignore);
                }
            }
            true
        })
    }

    /// See [`super::sleep`].
    pub fn sleep() {
        AUDIO.with_borrow(|audio| {
            if let Some(a) = audio {
                if let Ok(p) = a.ctx.suspend() {
                    let _ = p.catch(&a.ignore);
                }
            }
        });
    }

    /// See [`super::play`].
    pub fn play(voices: &[Voice], offset: f64) {
        AUDIO.with_borrow_mut(|audio| {
            let Some(a) = audio else { return };
            if a.ctx.state() != AudioContextState::Running {
                return;
            }
            if a.voices.is_none() {
                a.voices = output(&a.ctx).ok();
            }
            let Some(o) = &a.voices else { return };
            let t0 = a.ctx.current_time() + 0.01;
            for (i, v) in voices.iter().enumerate() {
                // A voice the browser refuses is left out; the others still play. Each
                // noise burst starts at another place in the second of noise.
                let _ = voice(&a.ctx, o, v, t0, offset + (i % 5) as f64 * 0.137);
            }
        });
    }

    fn voice(
        ctx: &AudioContext,
        a: &Output,
        v: &Voice,
        t0: f64,
        noise_at: f64,
    ) -> Result<(), JsValue> {
        let (t, len) = (t0 + f64::from(v.at), f64::from(v.len));
        let end = t + len;
        let amp = ctx.create_gain()?;
        let g = amp.gain();
        g.set_value_at_time(0.0, t)?;
        match v.shape {
            Shape::Hit => {
                g.linear_ramp_to_value_at_time(v.gain, t + 0.004)?;
                g.exponential_ramp_to_value_at_time(0.0008, end)?;
            }
            Shape::Held => {
                let release = (len * 0.25).min(0.08);
                g.linear_ramp_to_value_at_time(v.gain, t + 0.02)?;
                g.set_value_at_time(v.gain, end - release)?;
                g.linear_ramp_to_value_at_time(0.0, end)?;
            }
        }
        amp.connect_with_audio_node(&a.out)?;
        let input: AudioNode = match v.filter {
            Some(f) => {
                let bq = ctx.create_biquad_filter()?;
                bq.set_type(match f.pass {
                    Pass::Low => BiquadFilterType::Lowpass,
                    Pass::Band => BiquadFilterType::Bandpass,
                });
                bq.q().set_value(f.q);
                bq.frequency().set_value_at_time(f.from_hz, t)?;
                bq.frequency()
                    .exponential_ramp_to_value_at_time(f.to_hz, end)?;
                bq.connect_with_audio_node(&amp)?;
                bq.unchecked_into()
            }
            None => amp.unchecked_into(),
        };
        match v.source {
            Source::Noise => {
                let src = ctx.create_buffer_source()?;
                src.set_buffer(Some(&a.noise));
                src.connect_with_audio_node(&input)?;
                src.start_with_when_and_grain_offset(t, noise_at)?;
                // (The node's own `stop` is deprecated in favour of its parent's.)
                AsRef::<AudioScheduledSourceNode>::as_ref(&src).stop_with_when(end)?;
            }
            Source::Tone {
                wave,
                from_hz,
                to_hz,
                vibrato,
            } => {
                let osc = ctx.create_oscillator()?;
                osc.set_type(match wave {
                    Wave::Sine => OscillatorType::Sine,
                    Wave::Triangle => OscillatorType::Triangle,
                    Wave::Sawtooth => OscillatorType::Sawtooth,
                });
                osc.frequency().set_value_at_time(from_hz, t)?;
                osc.frequency()
                    .exponential_ramp_to_value_at_time(to_hz, end)?;
                if let Some((rate, depth)) = vibrato {
                    let lfo = ctx.create_oscillator()?;
                    lfo.frequency().set_value(rate);
                    let width = ctx.create_gain()?;
                    width.gain().set_value(depth);
                    lfo.connect_with_audio_node(&width)?;
                    width.connect_with_audio_param(&osc.frequency())?;
                    lfo.start_with_when(t)?;
                    lfo.stop_with_when(end)?;
                }
                osc.connect_with_audio_node(&input)?;
                osc.start_with_when(t)?;
                osc.stop_with_when(end)?;
            }
        }
        Ok(())
    }

    /// See [`super::buzz`].
    pub fn buzz(ms: u32) {
        let Some(nav) = web_sys::window().map(|w| w.navigator()) else {
            return;
        };
        // Safari has no `vibrate`: calling it would throw.
        let can = js_sys::Reflect::get(&nav, &JsValue::from_str("vibrate"))
            .is_ok_and(|f| f.is_function());
        if can {
            let _ = nav.vibrate_with_duration(ms);
        }
    }
}

/// Makes sound possible: creates the page's audio context, or resumes it. Call it only
/// inside a user gesture (a click, a key): browsers keep audio silent until one, and the
/// page should not ask before. False when the browser has no Web Audio. The player (the
/// scores and the voices, a chunk of its own) is fetched now, before the first cue.
pub fn wake() -> bool {
    #[cfg(target_arch = "wasm32")]
    {
        player::fetch();
        web::wake()
    }
    #[cfg(not(target_arch = "wasm32"))]
    false
}

/// Pauses the audio context (sound switched off): nothing plays, nothing is computed.
pub fn sleep() {
    #[cfg(target_arch = "wasm32")]
    web::sleep();
}

/// Plays the sound of a cue, if the audio context is awake and the player is in (fetched by
/// [`wake`]; a cue before it arrives, or where its chunk cannot be had, stays silent: the
/// sounds only accompany what the table shows).
pub fn play(cue: Cue, seed: u64, tumble_ms: u32) {
    #[cfg(target_arch = "wasm32")]
    player::play(cue, seed, tumble_ms);
    #[cfg(not(target_arch = "wasm32"))]
    let _ = (cue, seed, tumble_ms);
}

/// The player: the scores and the voices, in the chunk `sound`.
#[cfg(target_arch = "wasm32")]
mod player {
    use std::cell::Cell;

    use super::{score, web, Cue};

    /// Plays one cue.
    type Play = fn(Cue, u64, u32);

    crate::in_chunk!(
        sound,
        /// The player, from its chunk.
        fn player() -> Play {
            |cue, seed, tumble_ms| web::play(&score(cue, seed, tumble_ms), (seed % 3) as f64 * 0.1)
        }
    );

    thread_local! {
        static PLAYER: Cell<Option<Play>> = const { Cell::new(None) };
        static FETCHING: Cell<bool> = const { Cell::new(false) };
    }

    /// Fetches the player once (again after a failure).
    pub fn fetch() {
        if PLAYER.get().is_some() || FETCHING.replace(true) {
            return;
        }
        leptos::task::spawn_local(async {
            match player().await {
                Ok(play) => PLAYER.set(Some(play)),
                Err(_) => FETCHING.set(false),
            }
        });
    }

    /// Plays `cue` if the player is in.
    pub fn play(cue: Cue, seed: u64, tumble_ms: u32) {
        match PLAYER.get() {
            Some(play) => play(cue, seed, tumble_ms),
            None => fetch(),
        }
    }
}

/// A short vibration, where the device has one (not in Safari: then nothing).
pub fn buzz(ms: u32) {
    #[cfg(target_arch = "wasm32")]
    web::buzz(ms);
    #[cfg(not(target_arch = "wasm32"))]
    let _ = ms;
}

#[cfg(test)]
mod tests {
    use super::*;

    const CUES: [Cue; 7] = [
        Cue::Throw,
        Cue::Land,
        Cue::Claim(0),
        Cue::Steal(1),
        Cue::Murphy(2),
        Cue::Fail(0),
        Cue::YourTurn(1),
    ];

    fn end(voices: &[Voice]) -> f32 {
        voices.iter().map(|v| v.at + v.len).fold(0.0, f32::max)
    }

    #[test]
    fn every_score_is_short_quiet_enough_and_playable() {
        for cue in CUES {
            for tumble in [0, 280, 480, 900] {
                for seed in 0..50 {
                    let voices = score(cue, seed, tumble);
                    assert!(end(&voices) <= 2.2, "{cue:?} lasts {}", end(&voices));
                    for v in &voices {
                        assert!(v.at >= 0.0 && v.len > 0.0, "{cue:?}: {v:?}");
                        assert!(v.gain > 0.0 && v.gain <= 1.0, "{cue:?}: {v:?}");
                        // Exponential ramps need positive ends.
                        if let Source::Tone { from_hz, to_hz, .. } = v.source {
                            assert!(from_hz > 20.0 && to_hz > 20.0, "{cue:?}: {v:?}");
                        }
                        if let Some(f) = v.filter {
                            assert!(f.from_hz > 20.0 && f.to_hz > 20.0 && f.q > 0.0);
                        }
                    }
                    // Never too loud at once: the voices sounding at any moment add up to
                    // less than full scale.
                    for v in &voices {
                        let t = v.at + 0.005;
                        let sum: f32 = voices
                            .iter()
                            .filter(|w| w.at <= t && t < w.at + w.len)
                            .map(|w| w.gain)
                            .sum();
                        assert!(sum <= 1.0, "{cue:?} at {t}: {sum}");
                    }
                }
            }
        }
    }

    #[test]
    fn dice_clatter_as_long_as_they_tumble_and_never_alike() {
        let short = score(Cue::Throw, 1, 280);
        let long = score(Cue::Throw, 1, 900);
        assert!(short.len() >= 5);
        assert!(short
            .iter()
            .all(|v| v.source == Source::Noise && v.shape == Shape::Hit));
        assert!(end(&short) < end(&long), "{} {}", end(&short), end(&long));
        assert!(end(&long) <= 0.7);
        assert_ne!(score(Cue::Throw, 1, 480), score(Cue::Throw, 2, 480));
        assert_eq!(score(Cue::Throw, 3, 480), score(Cue::Throw, 3, 480));
        // Felt muffles: every knock is low-passed.
        assert!(short
            .iter()
            .all(|v| v.filter.is_some_and(|f| f.pass == Pass::Low)));
    }

    #[test]
    fn the_sad_trombone_falls_and_wobbles_at_the_end() {
        let voices = score(Cue::Fail(0), 0, 480);
        let pitches: Vec<(f32, f32, bool)> = voices
            .iter()
            .filter_map(|v| match v.source {
                Source::Tone {
                    from_hz, vibrato, ..
                } => Some((from_hz, v.len, vibrato.is_some())),
                Source::Noise => None,
            })
            .collect();
        assert_eq!(pitches.len(), 4);
        assert!(pitches.windows(2).all(|w| w[1].0 < w[0].0), "{pitches:?}");
        let (_, last_len, last_wobbles) = pitches[3];
        assert!(last_wobbles && pitches[..3].iter().all(|p| !p.2));
        assert!(pitches[..3].iter().all(|p| p.1 < last_len));
    }

    #[test]
    fn murphy_caws_twice_falling_and_a_steal_ends_with_the_clack_of_a_claim() {
        let caws: Vec<Voice> = score(Cue::Murphy(1), 0, 480)
            .into_iter()
            .filter(|v| matches!(v.source, Source::Tone { .. }))
            .collect();
        assert_eq!(caws.len(), 2);
        for c in &caws {
            let Source::Tone { from_hz, to_hz, .. } = c.source else {
                unreachable!()
            };
            assert!(to_hz < from_hz);
        }
        let claim = score(Cue::Claim(0), 0, 480);
        let steal = score(Cue::Steal(0), 0, 480);
        let knock = claim[0];
        assert!(steal
            .iter()
            .any(|v| v.at > 0.1 && Voice { at: 0.0, ..*v } == knock));
    }

    #[test]
    fn your_turn_is_silent() {
        assert!(score(Cue::YourTurn(0), 0, 480).is_empty());
    }
}
