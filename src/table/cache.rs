//! A map of per-key async locks that stays within a size: entries nobody holds or waits for
//! are evicted, least recently used first. The store is the truth, so an evicted match is
//! simply loaded again by its next click.

use std::collections::HashMap;
use std::hash::Hash;
use std::sync::{Arc, Mutex};

use tokio::sync::Mutex as AsyncMutex;

/// One lock per key, at most about `capacity` of them.
pub struct Locks<K, V> {
    capacity: usize,
    inner: Mutex<Entries<K, V>>,
}

struct Entries<K, V> {
    map: HashMap<K, (Arc<AsyncMutex<V>>, u64)>,
    clock: u64,
}

impl<K: Eq + Hash + Clone, V: Default> Locks<K, V> {
    /// An empty map that evicts idle entries beyond `capacity` (at least 1).
    #[must_use]
    pub fn new(capacity: usize) -> Self {
        Locks {
            capacity: capacity.max(1),
            inner: Mutex::new(Entries {
                map: HashMap::new(),
                clock: 0,
            }),
        }
    }

    /// The lock of `key`, made (empty) if needed.
    pub fn get(&self, key: &K) -> Arc<AsyncMutex<V>> {
        let mut e = self.inner.lock().expect("lock map poisoned");
        e.clock += 1;
        let now = e.clock;
        let lock = {
            let entry = e.map.entry(key.clone()).or_default();
            entry.1 = now;
            Arc::clone(&entry.0)
        };
        if e.map.len() > self.capacity {
            e.evict_idle(self.capacity);
        }
        lock
    }

    /// Drops `key` if nobody holds or waits for it.
    pub fn forget(&self, key: &K) {
        let mut e = self.inner.lock().expect("lock map poisoned");
        if e.map
            .get(key)
            .is_some_and(|(l, _)| Arc::strong_count(l) == 1)
        {
            e.map.remove(key);
        }
    }

    /// How many entries are held.
    #[must_use]
    pub fn len(&self) -> usize {
        self.inner.lock().expect("lock map poisoned").map.len()
    }

    /// Whether no entry is held.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

impl<K: Eq + Hash + Clone, V> Entries<K, V> {
    /// Removes idle entries, oldest use first, until `capacity` remain. An entry someone holds
    /// a handle to stays: its handle is the only way to reach its value.
    fn evict_idle(&mut self, capacity: usize) {
        let mut idle: Vec<(u64, K)> = self
            .map
            .iter()
            .filter(|(_, (l, _))| Arc::strong_count(l) == 1)
            .map(|(k, (_, used))| (*used, k.clone()))
            .collect();
        idle.sort_unstable_by_key(|(used, _)| *used);
        let excess = self.map.len().saturating_sub(capacity);
        for (_, k) in idle.into_iter().take(excess) {
            self.map.remove(&k);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn idle_entries_beyond_the_capacity_are_evicted_oldest_first() {
        let locks: Locks<u32, Option<u32>> = Locks::new(3);
        for k in 0..3 {
            *locks.get(&k).lock().await = Some(k);
        }
        let _ = locks.get(&0); // 0 is now the most recent
        let _ = locks.get(&9);
        assert_eq!(locks.len(), 3);
        assert_eq!(*locks.get(&0).lock().await, Some(0), "recently used stays");
        assert_eq!(*locks.get(&1).lock().await, None, "the oldest went");
    }

    #[tokio::test]
    async fn a_held_entry_is_never_evicted() {
        let locks: Locks<u32, Option<u32>> = Locks::new(1);
        let held = locks.get(&1);
        *held.lock().await = Some(1);
        for k in 2..50 {
            let _ = locks.get(&k);
        }
        assert!(locks.len() <= 2);
        assert!(
            Arc::ptr_eq(&held, &locks.get(&1)),
            "the same lock, not a new one"
        );
        locks.forget(&1);
        assert_eq!(*locks.get(&1).lock().await, Some(1), "held: not forgotten");
        drop(held);
        locks.forget(&1);
        assert_eq!(*locks.get(&1).lock().await, None);
    }
}
