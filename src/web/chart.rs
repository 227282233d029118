//! A rating over time as an SVG line drawn by the server: no script, no outside library. Each
//! match is a point linked to its page; its date and rating show on hover (the point's title)
//! and on keyboard focus (a label the stylesheet reveals); the axis below names the dates.

use maud::{html, Markup};

use crate::store::RatingPoint;

const WIDTH: f64 = 640.0;
const HEIGHT: f64 = 220.0;
const LEFT: f64 = 48.0;
const PAD: f64 = 14.0;
/// Room under the plot for the dates.
const BOTTOM: f64 = 34.0;
/// Dates named on the axis at most (first and last among them).
const DATES: usize = 4;

/// A point's date, as every reader reads it.
fn date(at: Option<i64>) -> Option<String> {
    chrono::DateTime::from_timestamp(at?, 0).map(|d| d.format("%Y-%m-%d").to_string())
}

/// The chart of `points` (where the rating started, then after each rated match, oldest
/// first), titled `title`, each rating written by `shown`; nothing without a point. Only
/// numbers and dates reach the drawing outside the escaped title and labels.
#[must_use]
pub fn rating_chart(points: &[RatingPoint], title: &str, shown: impl Fn(f64) -> String) -> Markup {
    if points.is_empty() {
        return html! {};
    }
    let (lo, hi) = points.iter().fold((f64::MAX, f64::MIN), |(lo, hi), p| {
        (lo.min(p.rating), hi.max(p.rating))
    });
    // A flat line sits in the middle of a band of its own.
    let (lo, hi) = if hi - lo < 1e-9 {
        (lo - 1.0, hi + 1.0)
    } else {
        (lo, hi)
    };
    let span_x = (points.len().max(2) - 1) as f64;
    let x = |i: usize| LEFT + (WIDTH - LEFT - PAD) * i as f64 / span_x;
    let floor = HEIGHT - BOTTOM;
    let y = |v: f64| PAD + (floor - PAD) * (hi - v) / (hi - lo);
    let line: Vec<String> = points
        .iter()
        .enumerate()
        .map(|(i, p)| format!("{:.1},{:.1}", x(i), y(p.rating)))
        .collect();
    // Evenly spread points whose date is named below the axis.
    let dated: Vec<usize> = {
        let with_date: Vec<usize> = (0..points.len())
            .filter(|&i| points[i].ended_at.is_some())
            .collect();
        let n = with_date.len();
        let mut picked: Vec<usize> = (0..DATES.min(n))
            .map(|k| with_date[k * (n - 1) / (DATES.min(n) - 1).max(1)])
            .collect();
        picked.dedup();
        picked
    };
    html! {
        svg.chart xmlns="http://www.w3.org/2000/svg" viewBox=(format!("0 0 {WIDTH} {HEIGHT}"))
            role="group" aria-label=(title) {
            title { (title) }
            line.axis x1=(LEFT) y1=(PAD) x2=(LEFT) y2=(floor) {}
            line.axis x1=(LEFT) y1=(floor) x2=(WIDTH - PAD) y2=(floor) {}
            text.tick x=(LEFT - 6.0) y=(PAD + 4.0) text-anchor="end" { (shown(hi)) }
            text.tick x=(LEFT - 6.0) y=(floor) text-anchor="end" { (shown(lo)) }
            @for &i in &dated {
                @let anchor = if i == 0 { "start" } else if i + 1 == points.len() && points.len() > 1 { "end" } else { "middle" };
                line.axis x1=(format!("{:.1}", x(i))) y1=(floor) x2=(format!("{:.1}", x(i))) y2=(floor + 4.0) {}
                text.tick.date x=(format!("{:.1}", x(i))) y=(floor + 18.0) text-anchor=(anchor) {
                    (date(points[i].ended_at).unwrap_or_default())
                }
            }
            polyline.rating points=(line.join(" ")) {}
            g.dots {
                @for (i, p) in points.iter().enumerate() {
                    @let label = match date(p.ended_at) {
                        Some(d) => format!("{d} · {}", shown(p.rating)),
                        None => shown(p.rating),
                    };
                    @let (cx, cy) = (format!("{:.1}", x(i)), format!("{:.1}", y(p.rating)));
                    @let above = if y(p.rating) < PAD + 16.0 { y(p.rating) + 18.0 } else { y(p.rating) - 9.0 };
                    @let anchor = if x(i) > WIDTH - 90.0 { "end" } else if x(i) < LEFT + 40.0 { "start" } else { "middle" };
                    @if let Some(token) = &p.token {
                        a.point href=(format!("/m/{token}")) aria-label=(label) {
                            title { (label) }
                            circle cx=(cx) cy=(cy) r="5" {}
                            text.value x=(cx) y=(format!("{above:.1}")) text-anchor=(anchor) { (label) }
                        }
                    } @else {
                        g.point {
                            title { (label) }
                            circle cx=(cx) cy=(cy) r="5" {}
                        }
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::rating_chart;
    use crate::store::RatingPoint;

    fn point(rating: f64, day: i64) -> RatingPoint {
        RatingPoint {
            rating,
            ended_at: Some(1_780_000_000 + day * 86_400),
            token: Some(format!("{day:032x}")),
        }
    }

    #[test]
    fn a_chart_links_each_match_names_its_dates_and_escapes_its_title() {
        let start = RatingPoint {
            rating: 1500.0,
            ended_at: None,
            token: None,
        };
        let points = [start, point(1520.5, 1), point(1490.0, 2)];
        let svg = rating_chart(&points, "<b>ana</b>", |r| format!("{r:.0}")).into_string();
        assert_eq!(svg.matches("<circle").count(), 3);
        assert_eq!(svg.matches("<a ").count(), 2, "each match is a link: {svg}");
        assert!(svg.contains(&format!(r#"href="/m/{:032x}""#, 2)), "{svg}");
        assert!(svg.contains("&lt;b&gt;ana"), "{svg}");
        assert!(svg.contains(">1520<") && svg.contains(">1490<"), "{svg}");
        assert!(
            svg.contains("2026-05-29 · 1520"),
            "a point's date and value: {svg}"
        );
        assert!(
            svg.contains(r#"class="tick date""#),
            "dates on the axis: {svg}"
        );
        assert!(rating_chart(&[], "x", |r| r.to_string())
            .into_string()
            .is_empty());
        // One point, or a flat line, still draws.
        let one = rating_chart(&points[1..2], "x", |r| r.to_string()).into_string();
        assert_eq!(one.matches("<circle").count(), 1);
    }
}
