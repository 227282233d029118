//! A rating over time as an SVG line drawn by the server: no script, no outside library.

use std::fmt::Write as _;

use maud::{html, Markup, PreEscaped};

const WIDTH: f64 = 640.0;
const HEIGHT: f64 = 200.0;
const LEFT: f64 = 48.0;
const PAD: f64 = 12.0;

/// The chart of `points` (the rating after each rated match, oldest first), titled `title`;
/// nothing for fewer than one point. Only numbers reach the drawing; the title is escaped.
#[must_use]
pub fn rating_chart(points: &[f64], title: &str) -> Markup {
    if points.is_empty() {
        return html! {};
    }
    let (lo, hi) = points
        .iter()
        .fold((f64::MAX, f64::MIN), |(lo, hi), &p| (lo.min(p), hi.max(p)));
    // A flat line sits in the middle of a band of its own.
    let (lo, hi) = if hi - lo < 1e-9 {
        (lo - 1.0, hi + 1.0)
    } else {
        (lo, hi)
    };
    let span_x = (points.len().max(2) - 1) as f64;
    let x = |i: usize| LEFT + (WIDTH - LEFT - PAD) * i as f64 / span_x;
    let y = |v: f64| PAD + (HEIGHT - 2.0 * PAD) * (hi - v) / (hi - lo);
    let mut line = String::new();
    for (i, &p) in points.iter().enumerate() {
        let _ = write!(
            line,
            "{}{:.1},{:.1}",
            if i == 0 { "" } else { " " },
            x(i),
            y(p)
        );
    }
    let mut dots = String::new();
    for (i, &p) in points.iter().enumerate() {
        let _ = write!(dots, r#"<circle cx="{:.1}" cy="{:.1}" r="3"/>"#, x(i), y(p));
    }
    html! {
        svg.chart xmlns="http://www.w3.org/2000/svg" viewBox=(format!("0 0 {WIDTH} {HEIGHT}"))
            role="img" aria-label=(title) {
            title { (title) }
            line.axis x1=(LEFT) y1=(PAD) x2=(LEFT) y2=(HEIGHT - PAD) {}
            line.axis x1=(LEFT) y1=(HEIGHT - PAD) x2=(WIDTH - PAD) y2=(HEIGHT - PAD) {}
            text.tick x=(LEFT - 6.0) y=(PAD + 4.0) text-anchor="end" { (format!("{hi:.0}")) }
            text.tick x=(LEFT - 6.0) y=(HEIGHT - PAD) text-anchor="end" { (format!("{lo:.0}")) }
            polyline.rating points=(line) {}
            g.dots { (PreEscaped(dots)) }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::rating_chart;

    #[test]
    fn a_chart_draws_one_dot_per_rated_match_and_escapes_its_title() {
        let svg = rating_chart(&[1500.0, 1520.5, 1490.0], "<b>ana</b>").into_string();
        assert_eq!(svg.matches("<circle").count(), 3);
        assert!(svg.contains("&lt;b&gt;ana"), "{svg}");
        assert!(svg.contains(">1520<") && svg.contains(">1490<"), "{svg}");
        assert!(rating_chart(&[], "x").into_string().is_empty());
        // One point, or a flat line, still draws.
        assert_eq!(
            rating_chart(&[25.0], "x")
                .into_string()
                .matches("<circle")
                .count(),
            1
        );
    }
}
