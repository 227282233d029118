//! Tests of Génova's rules, each named after the rule it checks.

mod smoke;
