//! Pictures drawn by the app as SVG, no chart library: a line per player over the turns of
//! a game or over the games played (the score chart, the rating), and a small histogram (the
//! spread of scores). Names come in as text nodes and attributes only; the picture is
//! `role="img"` with a text summary for screen readers, and its legend is text beside it.
//! Colours come from the stylesheet (`.chart-s0`…`.chart-s7`), readable on the paper.
//! The geometry is plain Rust ([`Plot`]), tested natively.

use leptos::prelude::*;

/// The picture's size in SVG units (it scales to the width it is given).
const W: f64 = 320.0;
const H: f64 = 168.0;
/// Room for the axes' numbers and labels.
const LEFT: f64 = 40.0;
const BOTTOM: f64 = 30.0;
const TOP: f64 = 8.0;
const RIGHT: f64 = 10.0;

/// One line of a chart: whose, and a value per step.
#[derive(Clone, Debug, PartialEq)]
pub struct Series {
    /// The player's name (text).
    pub name: String,
    /// The values, one per step (a turn, a game).
    pub values: Vec<f64>,
}

/// A line chart: what it shows, its axes and its lines.
#[derive(Clone, Debug, PartialEq)]
pub struct LineChart {
    /// The test hook.
    pub testid: &'static str,
    /// The title, shown above.
    pub title: String,
    /// The horizontal axis's label (turns, games).
    pub x_label: String,
    /// The vertical axis's label (score, rating).
    pub y_label: String,
    /// The lines.
    pub series: Vec<Series>,
    /// What the picture says, in words (its `aria-label`).
    pub summary: String,
    /// The vertical axis starts at 0 (scores), or at the lowest value (ratings).
    pub zero: bool,
}

/// The scale from values to the picture: the range shown on each axis.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Plot {
    /// Steps 0 to `steps - 1` across.
    pub steps: usize,
    /// The lowest value shown.
    pub low: f64,
    /// The highest value shown.
    pub high: f64,
}

impl Plot {
    /// The range that holds every value (and 0, when `zero`), a little widened when flat.
    pub fn of(series: &[Series], zero: bool) -> Plot {
        let all = series.iter().flat_map(|s| s.values.iter().copied());
        let (mut low, mut high) = all.fold((f64::INFINITY, f64::NEG_INFINITY), |(l, h), v| {
            (l.min(v), h.max(v))
        });
        if !low.is_finite() {
            (low, high) = (0.0, 1.0);
        }
        if zero {
            (low, high) = (low.min(0.0), high.max(0.0));
        }
        if high - low < 1.0 {
            high = low + 1.0;
        }
        let steps = series.iter().map(|s| s.values.len()).max().unwrap_or(0);
        Plot { steps, low, high }
    }

    /// Across: step `i` in SVG units.
    pub fn x(&self, i: usize) -> f64 {
        let span = (self.steps.max(2) - 1) as f64;
        LEFT + (W - LEFT - RIGHT) * i as f64 / span
    }

    /// Up: value `v` in SVG units (higher values higher up).
    pub fn y(&self, v: f64) -> f64 {
        TOP + (H - TOP - BOTTOM) * (self.high - v) / (self.high - self.low)
    }

    /// The points of a line, as `points="…"` takes them.
    pub fn points(&self, values: &[f64]) -> String {
        let mut out = String::new();
        for (i, &v) in values.iter().enumerate() {
            if i > 0 {
                out.push(' ');
            }
            out += &format!("{:.1},{:.1}", self.x(i), self.y(v));
        }
        out
    }
}

/// A number for an axis: whole, no exponent.
fn tick(v: f64) -> String {
    format!("{}", v.round() as i64)
}

/// A line chart, with its legend (text) below.
pub fn line_chart(c: LineChart) -> AnyView {
    let plot = Plot::of(&c.series, c.zero);
    let view_box = format!("0 0 {W} {H}");
    let mut ticks = vec![plot.low, plot.high];
    if plot.low < 0.0 && plot.high > 0.0 {
        ticks.push(0.0);
    }
    let y_ticks = ticks
        .into_iter()
        .map(|v| {
            let y = plot.y(v);
            view! {
                <line class="chart-grid" x1=LEFT x2=W - RIGHT y1=y y2=y></line>
                <text class="chart-tick" x=LEFT - 4.0 y=y + 3.5 text-anchor="end">{tick(v)}</text>
            }
        })
        .collect_view();
    let last = plot.steps.saturating_sub(1);
    let x_ticks = [0, last]
        .into_iter()
        .take(if last > 0 { 2 } else { 1 })
        .map(|i| {
            view! {
                <text class="chart-tick" x=plot.x(i) y=H - BOTTOM + 13.0 text-anchor="middle">{i.to_string()}</text>
            }
        })
        .collect_view();
    let lines = c
        .series
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let class = format!("chart-line chart-s{}", i % 8);
            view! {
                <polyline class=class data-testid="chart-line" data-name=s.name.clone() points=plot.points(&s.values)></polyline>
            }
        })
        .collect_view();
    let legend = c
        .series
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let class = format!("chart-key chart-s{}", i % 8);
            view! { <li><span class=class aria-hidden="true"></span>{s.name.clone()}</li> }
        })
        .collect_view();
    view! {
        <figure class="chart" data-testid=c.testid>
            <figcaption class="chart-title">{c.title}</figcaption>
            <svg class="chart-svg" viewBox=view_box role="img" aria-label=c.summary>
                {y_ticks}
                <line class="chart-axis" x1=LEFT x2=LEFT y1=TOP y2=H - BOTTOM></line>
                <line class="chart-axis" x1=LEFT x2=W - RIGHT y1=H - BOTTOM y2=H - BOTTOM></line>
                {x_ticks}
                <text class="chart-label" x=(LEFT + W - RIGHT) / 2.0 y=H - 4.0 text-anchor="middle">{c.x_label}</text>
                <text class="chart-label" x=0 y=0 text-anchor="middle" transform=format!("translate(11 {}) rotate(-90)", (TOP + H - BOTTOM) / 2.0)>{c.y_label}</text>
                {lines}
            </svg>
            <ul class="chart-legend" aria-hidden="true">{legend}</ul>
        </figure>
    }
    .into_any()
}

/// How many of `values` fall on each value from the lowest to the highest (at most `max`
/// bars: wider ranges are grouped), as (from, to, count).
pub fn bins(values: &[i32], max: usize) -> Vec<(i32, i32, usize)> {
    let (Some(&low), Some(&high)) = (values.iter().min(), values.iter().max()) else {
        return Vec::new();
    };
    let span = (high - low + 1) as usize;
    let width = span.div_ceil(max.max(1)) as i32;
    let n = span.div_ceil(width as usize);
    let mut out: Vec<(i32, i32, usize)> = (0..n as i32)
        .map(|k| (low + k * width, low + k * width + width - 1, 0))
        .collect();
    for &v in values {
        out[((v - low) / width) as usize].2 += 1;
    }
    out
}

/// A small histogram of one person's final scores.
pub fn histogram(testid: &'static str, title: String, values: &[i32], summary: String) -> AnyView {
    let bins = bins(values, 12);
    let most = bins.iter().map(|b| b.2).max().unwrap_or(1).max(1) as f64;
    let (w, h, bottom) = (160.0, 64.0, 14.0);
    // A bar is at most 20 units wide: a few bars do not fill the picture as one block.
    let bar = (w / bins.len().max(1) as f64).min(20.0);
    let bars = bins
        .iter()
        .enumerate()
        .map(|(i, &(from, to, n))| {
            let height = (h - bottom - 2.0) * n as f64 / most;
            let label = if from == to { from.to_string() } else { format!("{from}–{to}") };
            view! {
                <rect class="chart-bar" x=i as f64 * bar + 1.0 y=h - bottom - height width=(bar - 2.0).max(1.0) height=height>
                    <title>{format!("{label}: {n}")}</title>
                </rect>
            }
        })
        .collect_view();
    let right = bar * bins.len() as f64 - 1.0;
    let ends = bins.first().zip(bins.last()).map(|(a, b)| {
        // One score only: one number, under its bar.
        let high = (b.1 != a.0).then(|| {
            view! { <text class="chart-tick" x=right y=h - 2.0 text-anchor="end">{b.1.to_string()}</text> }
        });
        view! {
            <text class="chart-tick" x=1 y=h - 2.0>{a.0.to_string()}</text>
            {high}
        }
    });
    let view_box = format!("0 0 {w} {h}");
    view! {
        <figure class="chart chart-small" data-testid=testid>
            <figcaption class="chart-title">{title}</figcaption>
            <svg class="chart-svg" viewBox=view_box role="img" aria-label=summary>
                <line class="chart-axis" x1=0 x2=w y1=h - bottom y2=h - bottom></line>
                {bars}
                {ends}
            </svg>
        </figure>
    }
    .into_any()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_plot_holds_every_value_and_zero() {
        let s = |v: &[f64]| Series {
            name: "A".into(),
            values: v.to_vec(),
        };
        let p = Plot::of(&[s(&[0.0, 3.0, 7.0]), s(&[0.0, -2.0])], true);
        assert_eq!((p.steps, p.low, p.high), (3, -2.0, 7.0));
        assert_eq!(p.y(7.0), TOP);
        assert_eq!(p.y(-2.0), H - BOTTOM);
        assert_eq!(p.x(0), LEFT);
        assert_eq!(p.x(2), W - RIGHT);
        assert_eq!(p.points(&[7.0, -2.0]), "40.0,8.0 175.0,138.0");
        // Flat or empty: still a range.
        let flat = Plot::of(&[s(&[1500.0, 1500.0])], false);
        assert_eq!((flat.low, flat.high), (1500.0, 1501.0));
        assert_eq!(Plot::of(&[], true).steps, 0);
    }

    #[test]
    fn bins_count_each_score_and_group_wide_ranges() {
        assert_eq!(bins(&[3, 5, 3], 12), [(3, 3, 2), (4, 4, 0), (5, 5, 1)]);
        let wide = bins(&[0, 30, 31], 12);
        assert!(wide.len() <= 12, "{wide:?}");
        assert_eq!(wide.iter().map(|b| b.2).sum::<usize>(), 3);
        assert_eq!(wide.first().unwrap().0, 0);
        assert!(wide.last().unwrap().1 >= 31);
        assert!(bins(&[], 12).is_empty());
    }
}
