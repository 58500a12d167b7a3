//! # Heckmeck am Bratwurmeck: exact odds and bots (being written).
