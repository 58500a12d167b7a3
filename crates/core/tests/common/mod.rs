//! The tiny game "Pig" the core's generic parts are tested on (`dice_core::testing::pig`).

pub use dice_core::testing::pig::*;
