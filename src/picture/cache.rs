//! A cache shared by every thread that draws pictures, with a budget: when an entry would take
//! it over, it is emptied and starts again. Drawings are cheap to redo and the entries in use
//! come back at once, so this stays simpler than an LRU and holds memory to the budget.

use std::collections::HashMap;
use std::hash::Hash;
use std::sync::{Arc, RwLock};

/// Entries by key, each with a cost (its bytes); at most `budget` in all.
pub struct Bounded<K, V> {
    inner: RwLock<Inner<K, V>>,
    budget: usize,
}

struct Inner<K, V> {
    map: HashMap<K, Arc<V>>,
    cost: usize,
}

impl<K: Hash + Eq + Clone, V> Bounded<K, V> {
    /// An empty cache holding at most `budget` bytes.
    #[must_use]
    pub fn new(budget: usize) -> Bounded<K, V> {
        Bounded {
            inner: RwLock::new(Inner {
                map: HashMap::new(),
                cost: 0,
            }),
            budget,
        }
    }

    /// The entry of `key`, when it is kept.
    pub fn get(&self, key: &K) -> Option<Arc<V>> {
        self.read().map.get(key).map(Arc::clone)
    }

    /// The entry of `key`, made by `make` (which also says its cost) when missing. Two threads
    /// missing the same key at once both make it; the second keeps the first's.
    pub fn get_or_make(&self, key: &K, make: impl FnOnce() -> (V, usize)) -> Arc<V> {
        if let Some(v) = self.read().map.get(key) {
            return Arc::clone(v);
        }
        let (value, cost) = make();
        let value = Arc::new(value);
        let mut inner = self
            .inner
            .write()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if let Some(v) = inner.map.get(key) {
            return Arc::clone(v);
        }
        if inner.cost + cost > self.budget {
            inner.map.clear();
            inner.cost = 0;
        }
        inner.cost += cost;
        inner.map.insert(key.clone(), Arc::clone(&value));
        value
    }

    /// How many entries and bytes it holds now.
    #[cfg(test)]
    #[must_use]
    pub fn usage(&self) -> (usize, usize) {
        let inner = self.read();
        (inner.map.len(), inner.cost)
    }

    fn read(&self) -> std::sync::RwLockReadGuard<'_, Inner<K, V>> {
        // A panic while drawing leaves the map whole: entries are inserted in one step.
        self.inner
            .read()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }
}

#[cfg(test)]
mod tests {
    use super::Bounded;

    #[test]
    fn a_cache_makes_each_entry_once_and_never_holds_more_than_its_budget() {
        let cache: Bounded<u32, Vec<u8>> = Bounded::new(100);
        let mut made = 0;
        for round in 0..3 {
            for k in 0..4 {
                let v = cache.get_or_make(&k, || {
                    made += 1;
                    (vec![k as u8; 30], 30)
                });
                assert_eq!(v[0], k as u8);
                assert!(cache.usage().1 <= 100, "round {round}");
            }
        }
        // Four entries of 30 never fit in 100: the fourth empties the cache each round.
        assert!(made > 4);
        let before = made;
        cache.get_or_make(&3, || {
            made += 1;
            (vec![3; 30], 30)
        });
        assert_eq!(made, before, "an entry still held is not made again");
    }
}
