//! Rule tests.
