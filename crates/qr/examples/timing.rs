//! How big a share link's code gets, and how long it takes: `cargo run --release -p qr --example timing`.

fn main() {
    for len in [100, 300, 500, 800, 1000, 1200, 1500, 1550, 2000] {
        let data = vec![b'A'; len];
        for level in [qr::Level::L, qr::Level::M] {
            let t = std::time::Instant::now();
            let Ok(code) = qr::encode(&data, level) else {
                continue;
            };
            let took = t.elapsed();
            let path = code.svg_path().len();
            println!(
                "{len:>5} bytes at {level:?}: version {:>2}, {:>3} modules ({:?}), {took:.1?}, path {path} chars",
                code.version(),
                code.size(),
                code.level(),
            );
        }
    }
}
