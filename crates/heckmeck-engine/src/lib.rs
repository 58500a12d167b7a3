//! # Heckmeck am Bratwurmeck rules engine (being written; see HECKMECK.md).
