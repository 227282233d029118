//! Seats and per-seat containers.

use std::fmt;
use std::ops::{Index, IndexMut};

use serde::{Deserialize, Serialize};

/// A place at the table, numbered from 0 in turn order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Seat(pub u8);

impl Seat {
    /// The seat's index into per-seat containers.
    #[must_use]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The next seat clockwise at a table of `seats` places.
    #[must_use]
    pub const fn next(self, seats: usize) -> Seat {
        Seat(((self.0 as usize + 1) % seats) as u8)
    }

    /// The other seat at a two-seat table.
    #[must_use]
    pub const fn other(self) -> Seat {
        Seat(1 - self.0)
    }

    /// All seats of a table of `seats` places, in order.
    pub fn all(seats: usize) -> impl Iterator<Item = Seat> + Clone {
        (0..seats).map(|i| Seat(i as u8))
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// One value per seat, indexed by [`Seat`]. Serializes as a plain list.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct PerSeat<T>(Vec<T>);

impl<T> PerSeat<T> {
    /// A container with one value per seat, made by `f`.
    pub fn from_fn(seats: usize, f: impl FnMut(Seat) -> T) -> Self {
        PerSeat(Seat::all(seats).map(f).collect())
    }

    /// The number of seats.
    #[must_use]
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// True for a table without seats (never true for a valid game).
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// Seats with their values, in seat order.
    pub fn iter(&self) -> impl Iterator<Item = (Seat, &T)> {
        self.0.iter().enumerate().map(|(i, v)| (Seat(i as u8), v))
    }

    /// The values in seat order.
    pub fn values(&self) -> std::slice::Iter<'_, T> {
        self.0.iter()
    }

    /// The values in seat order, to change them.
    pub fn values_mut(&mut self) -> std::slice::IterMut<'_, T> {
        self.0.iter_mut()
    }

    /// A new container with `f` applied to each value.
    pub fn map<U>(&self, mut f: impl FnMut(Seat, &T) -> U) -> PerSeat<U> {
        PerSeat(self.iter().map(|(s, v)| f(s, v)).collect())
    }

    /// The values as a slice, in seat order.
    #[must_use]
    pub fn as_slice(&self) -> &[T] {
        &self.0
    }
}

impl<T: Clone> PerSeat<T> {
    /// The same value for every seat.
    #[must_use]
    pub fn splat(seats: usize, value: T) -> Self {
        PerSeat(vec![value; seats])
    }
}

impl<T> From<Vec<T>> for PerSeat<T> {
    fn from(v: Vec<T>) -> Self {
        PerSeat(v)
    }
}

impl<T> Index<Seat> for PerSeat<T> {
    type Output = T;
    fn index(&self, seat: Seat) -> &T {
        &self.0[seat.index()]
    }
}

impl<T> IndexMut<Seat> for PerSeat<T> {
    fn index_mut(&mut self, seat: Seat) -> &mut T {
        &mut self.0[seat.index()]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn next_wraps_round_the_table() {
        assert_eq!(Seat(4).next(5), Seat(0));
        assert_eq!(Seat(1).next(5), Seat(2));
        assert_eq!(Seat(0).other(), Seat(1));
    }

    #[test]
    fn per_seat_serializes_as_a_list() {
        let p = PerSeat::from_fn(3, |s| s.0 * 2);
        assert_eq!(serde_json::to_string(&p).unwrap(), "[0,2,4]");
        assert_eq!(p[Seat(2)], 4);
    }
}
