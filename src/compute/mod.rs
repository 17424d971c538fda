//! compute/: the named computations that turn measured values into the
//! figures and claims prose talks about. Pure functions of numbers: no I/O,
//! no locale, no formatting.

pub mod across;
pub mod charts;
pub mod claims;
pub mod decl;
pub mod facts_table;
pub mod figures;
pub mod history;
pub mod model;
pub mod tables;
pub mod views;

use serde::Deserialize;

#[derive(Debug, Clone, PartialEq)]
pub enum ComputeError {
    /// The denominator of a ratio is zero.
    DivisionByZero,
}

impl std::fmt::Display for ComputeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ComputeError::DivisionByZero => write!(f, "the denominator is zero"),
        }
    }
}

fn divide(a: f64, b: f64) -> Result<f64, ComputeError> {
    if b == 0.0 {
        Err(ComputeError::DivisionByZero)
    } else {
        Ok(a / b)
    }
}

/// How many times `b` fits in `a`: 92,369 vs 41,972 → 2.2.
pub fn ratio(a: f64, b: f64) -> Result<f64, ComputeError> {
    divide(a, b)
}

/// Difference of `a` relative to `b`: 23,181 vs 20,396 → +0.137 (14% ahead).
pub fn percent_difference(a: f64, b: f64) -> Result<f64, ComputeError> {
    Ok(divide(a, b)? - 1.0)
}

/// `part` as a fraction of `whole`: 78,348 of 84,133 → 0.931 (93.1%).
pub fn share(part: f64, whole: f64) -> Result<f64, ComputeError> {
    divide(part, whole)
}

/// What is kept of `a` in condition B: B ÷ A.
pub fn retention(a: f64, b: f64) -> Result<f64, ComputeError> {
    divide(b, a)
}

/// What is lost from `a` in condition B: 1 − B ÷ A.
pub fn loss(a: f64, b: f64) -> Result<f64, ComputeError> {
    Ok(1.0 - divide(b, a)?)
}

/// Difference of two fractions in percentage points: 0.919 − 0.884 → 0.035.
pub fn point_difference(p: f64, q: f64) -> f64 {
    p - q
}

/// Positions of `values` from highest to lowest; ties keep their input order.
pub fn ranking(values: &[f64]) -> Vec<usize> {
    let mut idx: Vec<usize> = (0..values.len()).collect();
    idx.sort_by(|&i, &j| values[j].total_cmp(&values[i]));
    idx
}

/// Index of the highest value, `None` for an empty list.
pub fn leader(values: &[f64]) -> Option<usize> {
    ranking(values).first().copied()
}

/// Where `a` stands against `b`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Standing {
    Ahead,
    /// Within the campaign's tie threshold: "approximately equal".
    Even,
    Behind,
}

impl Standing {
    /// The selector value prose matches on.
    pub fn key(self) -> &'static str {
        match self {
            Standing::Ahead => "ahead",
            Standing::Even => "even",
            Standing::Behind => "behind",
        }
    }
}

/// Compares `a` with `b`: `Even` when a ÷ b is within `tie_within` of 1.
pub fn standing(a: f64, b: f64, tie_within: f64) -> Result<Standing, ComputeError> {
    let r = ratio(a, b)?;
    Ok(if (r - 1.0).abs() <= tie_within {
        Standing::Even
    } else if r > 1.0 {
        Standing::Ahead
    } else {
        Standing::Behind
    })
}

/// Where `a` stands against `b` under the tie rule, for any two values:
/// [`standing`] where `b` is not zero; against zero, only zero is even.
/// Every comparison of two figures (guards, leaders, groups) goes through
/// it, so one page never calls one pair "even" and "ahead".
pub fn compare(a: f64, b: f64, tie_within: f64) -> Result<Standing, ComputeError> {
    if a == b {
        return Ok(Standing::Even);
    }
    if b == 0.0 {
        return Ok(if a > 0.0 {
            Standing::Ahead
        } else {
            Standing::Behind
        });
    }
    standing(a, b, tie_within)
}

/// The direction of an ordered series (throughput as concurrency grows).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Trend {
    /// Every step falls by more than the tolerance.
    Falls,
    /// Every step rises by more than the tolerance.
    Rises,
    /// Every step stays within the tolerance.
    Flat,
    /// Anything else: some steps one way, some the other or flat.
    Mixed,
}

impl Trend {
    pub fn key(self) -> &'static str {
        match self {
            Trend::Falls => "falls",
            Trend::Rises => "rises",
            Trend::Flat => "flat",
            Trend::Mixed => "mixed",
        }
    }
}

/// How `values` move from each one to the next, each step judged like a
/// [`standing`] with `tolerance`. A series needs two values.
pub fn trend(values: &[f64], tolerance: f64) -> Result<Trend, ComputeError> {
    let steps = values
        .windows(2)
        .map(|w| standing(w[1], w[0], tolerance))
        .collect::<Result<Vec<_>, _>>()?;
    let all = |s: Standing| !steps.is_empty() && steps.iter().all(|&x| x == s);
    Ok(if all(Standing::Behind) {
        Trend::Falls
    } else if all(Standing::Ahead) {
        Trend::Rises
    } else if all(Standing::Even) {
        Trend::Flat
    } else {
        Trend::Mixed
    })
}

/// How many of `total` items a condition selects, as prose counts them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Quantifier {
    None,
    /// Exactly one of several ("the only version without errors").
    One,
    Some,
    All,
}

impl Quantifier {
    pub fn of(count: usize, total: usize) -> Self {
        match count {
            0 => Quantifier::None,
            n if n == total => Quantifier::All,
            1 => Quantifier::One,
            _ => Quantifier::Some,
        }
    }

    pub fn key(self) -> &'static str {
        match self {
            Quantifier::None => "none",
            Quantifier::One => "one",
            Quantifier::Some => "some",
            Quantifier::All => "all",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn trends_judge_every_step() {
        let t = |v: &[f64]| trend(v, 0.02).unwrap();
        assert_eq!(t(&[100.0, 90.0, 80.0]), Trend::Falls);
        assert_eq!(t(&[80.0, 90.0, 100.0]), Trend::Rises);
        assert_eq!(t(&[100.0, 101.0, 100.5]), Trend::Flat);
        // One flat step is enough to make "fell at every step" false.
        assert_eq!(t(&[100.0, 90.0, 89.5]), Trend::Mixed);
        assert_eq!(t(&[100.0, 90.0, 95.0]), Trend::Mixed);
        assert_eq!(t(&[100.0]), Trend::Mixed);
        assert_eq!(trend(&[0.0, 1.0], 0.02), Err(ComputeError::DivisionByZero));
    }

    #[test]
    fn quantifiers_count_against_the_total() {
        assert_eq!(Quantifier::of(0, 3), Quantifier::None);
        assert_eq!(Quantifier::of(1, 3), Quantifier::One);
        assert_eq!(Quantifier::of(2, 3), Quantifier::Some);
        assert_eq!(Quantifier::of(3, 3), Quantifier::All);
        assert_eq!(Quantifier::of(1, 1), Quantifier::All);
    }

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() < 1e-9
    }

    #[test]
    fn ratio_and_share() {
        assert!(close(ratio(92369.0, 41972.0).unwrap(), 92369.0 / 41972.0));
        assert!((share(78348.0, 84133.0).unwrap() - 0.9312).abs() < 1e-4);
        assert_eq!(ratio(1.0, 0.0), Err(ComputeError::DivisionByZero));
    }

    #[test]
    fn percent_difference_is_relative_to_the_second_value() {
        assert!((percent_difference(23181.0, 20396.0).unwrap() - 0.13655).abs() < 1e-4);
        assert!((percent_difference(20856.0, 22584.0).unwrap() + 0.0765).abs() < 1e-4);
        assert_eq!(
            percent_difference(5.0, 0.0),
            Err(ComputeError::DivisionByZero)
        );
    }

    #[test]
    fn retention_and_loss_are_complements() {
        let r = retention(176379.0, 162103.0).unwrap();
        let l = loss(176379.0, 162103.0).unwrap();
        assert!((r - 0.919).abs() < 1e-3);
        assert!(close(r + l, 1.0));
        assert_eq!(loss(0.0, 1.0), Err(ComputeError::DivisionByZero));
    }

    #[test]
    fn point_difference_subtracts_fractions() {
        assert!(close(point_difference(0.919, 0.884), 0.035));
    }

    #[test]
    fn ranking_orders_from_highest() {
        assert_eq!(ranking(&[3.0, 9.0, 1.0, 9.0]), vec![1, 3, 0, 2]);
        assert_eq!(leader(&[84133.0, 78348.0, 77545.0]), Some(0));
        assert_eq!(leader(&[]), None);
    }

    #[test]
    fn standing_uses_the_tie_threshold() {
        assert_eq!(standing(56180.0, 55638.0, 0.02).unwrap(), Standing::Even);
        assert_eq!(standing(56180.0, 55638.0, 0.005).unwrap(), Standing::Ahead);
        assert_eq!(standing(20856.0, 22584.0, 0.02).unwrap(), Standing::Behind);
        assert_eq!(standing(1.0, 0.0, 0.02), Err(ComputeError::DivisionByZero));
    }
}
