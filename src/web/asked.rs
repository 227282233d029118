//! What an address asks (`?step=12&seat=2&lang=es`), read leniently: a value that is not what a
//! page expects gets what the reader most likely meant, never a framework's error.
//!
//! - A number out of range is brought to the nearest valid one (`step=-1` is the start,
//!   `page=99` the last page); a fraction is rounded (`step=1.5` is step 2).
//! - A value that is no number at all (`step=abc`) is as if it were not given.
//! - A name given twice (`step=1&step=2`) takes its last value: a reader who adds `&step=5` to
//!   an address that had a step means the new one.

use std::convert::Infallible;

use axum::extract::FromRequestParts;
use axum::http::request::Parts;

/// The pairs of an address's query, in order.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Asked(Vec<(String, String)>);

impl Asked {
    /// The pairs of `query` (the part after `?`), decoded.
    #[must_use]
    pub fn parse(query: &str) -> Asked {
        Asked(
            form_urlencoded::parse(query.as_bytes())
                .map(|(k, v)| (k.into_owned(), v.into_owned()))
                .collect(),
        )
    }

    /// The last value of `name`, trimmed.
    #[must_use]
    pub fn text(&self, name: &str) -> Option<&str> {
        self.0
            .iter()
            .rev()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.trim())
    }

    /// `?lang=`: the language asked for, when it is one of the site's.
    #[must_use]
    pub fn lang(&self) -> Option<&str> {
        self.text("lang").filter(|l| matches!(*l, "en" | "es"))
    }

    /// The number `name` gives, within `lowest..=highest`: rounded, and brought into the range;
    /// `None` when it is not given or is no number.
    #[must_use]
    pub fn within(&self, name: &str, lowest: usize, highest: usize) -> Option<usize> {
        let n: f64 = self
            .text(name)?
            .parse()
            .ok()
            .filter(|n: &f64| !n.is_nan())?;
        let n = n.round().clamp(lowest as f64, highest.max(lowest) as f64);
        // In range of usize: clamped between two of them.
        Some(n as usize)
    }
}

impl<S: Send + Sync> FromRequestParts<S> for Asked {
    type Rejection = Infallible;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Asked, Infallible> {
        Ok(Asked::parse(parts.uri.query().unwrap_or_default()))
    }
}

#[cfg(test)]
mod tests {
    use super::Asked;

    #[test]
    fn a_number_is_brought_to_the_nearest_valid_one() {
        let at = |q: &str| Asked::parse(q).within("step", 0, 30);
        assert_eq!(at("step=12"), Some(12));
        assert_eq!(at("step=-1"), Some(0));
        assert_eq!(at("step=1.5"), Some(2));
        assert_eq!(at("step=1e9"), Some(30));
        assert_eq!(at("step=-inf"), Some(0));
        assert_eq!(at("step=%2012%20"), Some(12));
        assert_eq!(at("step=1&step=2"), Some(2), "the last one given");
        for nothing in ["step=abc", "step=", "step=NaN", "other=3", "", "step=%FF"] {
            assert_eq!(at(nothing), None, "{nothing}");
        }
        assert_eq!(Asked::parse("page=0").within("page", 1, 4), Some(1));
        // An empty range has its lowest value.
        assert_eq!(Asked::parse("page=7").within("page", 1, 0), Some(1));
    }

    #[test]
    fn only_the_sites_languages_are_taken() {
        assert_eq!(Asked::parse("lang=es").lang(), Some("es"));
        assert_eq!(Asked::parse("lang=fr").lang(), None);
        assert_eq!(Asked::parse("lang=es&lang=en").lang(), Some("en"));
    }
}
