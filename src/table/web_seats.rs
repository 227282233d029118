//! Who may play a seat on the web, and how they prove it.
//!
//! A hand message in Discord carries a **pass**: a link to the site holding a one-time,
//! short-lived capability for one seat of one match, bound to the member who holds it. Opening
//! it spends it (the database keeps its nonce, so it works once on whichever process reads it)
//! and trades it for a **session**: a cookie for that seat that the page then carries, and a
//! token for requests that change something (a move), which the page sends in a header.
//!
//! Both are signed, not stored: each is its facts (kind, match, seat, member, expiry, 128 random
//! bits) followed by their HMAC-SHA-256 under the site's secret, one random key in the database
//! that every process shares. A pass costs its hand message no write; a forged or altered one
//! fails its signature before anything is read. A session holds nothing in memory either: it
//! gives its seat only while the match is played (checked at every request against the match as
//! stored, so the end of a match revokes it) and until it expires.

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine as _;
use hmac::{Hmac, Mac as _};
use rand::RngCore;
use sha2::Sha256;

use crate::engine::{Lang, Seat};
use crate::store::StoreError;

use super::{Match, Table};

/// How long a pass can be opened after its hand message was drawn: minutes, as a member clicks
/// the link soon after pressing their hand's button (pressing it again makes a new one).
pub const PASS_SECS: i64 = 10 * 60;

/// How long a session lasts: a day of play; a match that lasts longer asks for a new pass.
pub const SESSION_SECS: i64 = 24 * 60 * 60;

/// Bytes of a pass's or session's nonce: 128 random bits.
const NONCE_BYTES: usize = 16;

/// Bytes of a signature.
const MAC_BYTES: usize = 32;

/// Bytes of the signed facts: kind, match, seat, member, expiry, language, nonce.
const FACTS_BYTES: usize = 1 + 8 + 1 + 8 + 8 + 1 + NONCE_BYTES;

/// What a signed token is for, so that a pass is never read as a session nor the other way.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    Pass = b'P' as isize,
    Session = b'S' as isize,
}

/// A seat of a match, held by a member until `expires_at` (Unix seconds).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SeatGrant {
    pub match_id: i64,
    pub seat: Seat,
    pub member: u64,
    pub expires_at: i64,
    /// The language of the member's Discord when the pass was made: their page speaks it.
    pub lang: Lang,
    nonce: [u8; NONCE_BYTES],
}

impl SeatGrant {
    fn new(match_id: i64, seat: Seat, member: u64, expires_at: i64, lang: Lang) -> SeatGrant {
        let mut nonce = [0_u8; NONCE_BYTES];
        rand::rngs::OsRng.fill_bytes(&mut nonce);
        SeatGrant {
            match_id,
            seat,
            member,
            expires_at,
            lang,
            nonce,
        }
    }

    /// Whether the grant is for a seat `m` gives to the same member.
    #[must_use]
    pub fn holds(&self, m: &Match) -> bool {
        self.match_id == m.id
            && m.users.get(self.seat.index()).copied() == Some(self.member)
            && self.member != 0
    }

    fn facts(&self, kind: Kind) -> [u8; FACTS_BYTES] {
        let mut out = [0_u8; FACTS_BYTES];
        out[0] = kind as u8;
        out[1..9].copy_from_slice(&self.match_id.to_be_bytes());
        out[9] = u8::try_from(self.seat.index()).unwrap_or(u8::MAX);
        out[10..18].copy_from_slice(&self.member.to_be_bytes());
        out[18..26].copy_from_slice(&self.expires_at.to_be_bytes());
        out[26] = match self.lang {
            Lang::En => b'e',
            Lang::Es => b's',
        };
        out[27..].copy_from_slice(&self.nonce);
        out
    }

    fn read(kind: Kind, facts: &[u8]) -> Option<SeatGrant> {
        if facts.len() != FACTS_BYTES || facts[0] != kind as u8 {
            return None;
        }
        let eight = |at: usize| -> [u8; 8] { facts[at..at + 8].try_into().unwrap_or_default() };
        Some(SeatGrant {
            match_id: i64::from_be_bytes(eight(1)),
            seat: Seat(facts[9]),
            member: u64::from_be_bytes(eight(10)),
            expires_at: i64::from_be_bytes(eight(18)),
            lang: if facts[26] == b's' {
                Lang::Es
            } else {
                Lang::En
            },
            nonce: facts[27..].try_into().ok()?,
        })
    }
}

/// Why a pass opens no seat.
#[derive(Debug, thiserror::Error)]
pub enum PassRefused {
    /// Not a pass this site made (a typo, a forgery, a pass of another site).
    #[error("not a pass of this site")]
    Forged,
    #[error("the pass has expired")]
    Expired,
    #[error("the pass was used already")]
    Spent,
    /// The match is over, or the seat is no longer the member's.
    #[error("the match is not played any more")]
    Over,
    #[error(transparent)]
    Store(#[from] StoreError),
}

/// The key that signs passes and sessions.
pub struct SeatKeys {
    secret: Vec<u8>,
}

impl SeatKeys {
    #[must_use]
    pub fn new(secret: Vec<u8>) -> SeatKeys {
        SeatKeys { secret }
    }

    fn mac(&self, parts: &[&[u8]]) -> Hmac<Sha256> {
        let mut mac =
            Hmac::<Sha256>::new_from_slice(&self.secret).expect("HMAC takes keys of any length");
        for part in parts {
            mac.update(part);
        }
        mac
    }

    fn sign(&self, grant: &SeatGrant, kind: Kind) -> String {
        let facts = grant.facts(kind);
        let tag = self.mac(&[&facts]).finalize().into_bytes();
        let mut bytes = Vec::with_capacity(FACTS_BYTES + MAC_BYTES);
        bytes.extend_from_slice(&facts);
        bytes.extend_from_slice(&tag);
        URL_SAFE_NO_PAD.encode(bytes)
    }

    fn verify(&self, token: &str, kind: Kind) -> Option<SeatGrant> {
        // Anything much longer than a token is refused before it is decoded.
        if token.len() > 2 * (FACTS_BYTES + MAC_BYTES) {
            return None;
        }
        let bytes = URL_SAFE_NO_PAD.decode(token.trim()).ok()?;
        if bytes.len() != FACTS_BYTES + MAC_BYTES {
            return None;
        }
        let (facts, tag) = bytes.split_at(FACTS_BYTES);
        self.mac(&[facts]).verify_slice(tag).ok()?;
        SeatGrant::read(kind, facts)
    }

    /// A pass to `seat` of match `match_id` for `member` (who reads `lang`), valid for
    /// [`PASS_SECS`] from `now`.
    #[must_use]
    pub fn pass(&self, match_id: i64, seat: Seat, member: u64, lang: Lang, now: i64) -> String {
        let grant = SeatGrant::new(match_id, seat, member, now + PASS_SECS, lang);
        self.sign(&grant, Kind::Pass)
    }

    /// The grant a pass signed here names, expired or not.
    #[must_use]
    pub fn read_pass(&self, pass: &str) -> Option<SeatGrant> {
        self.verify(pass, Kind::Pass)
    }

    /// A session's cookie value for the seat of `grant`, valid for [`SESSION_SECS`] from `now`.
    #[must_use]
    pub fn session(&self, grant: &SeatGrant, now: i64) -> (SeatGrant, String) {
        let session = SeatGrant::new(
            grant.match_id,
            grant.seat,
            grant.member,
            now + SESSION_SECS,
            grant.lang,
        );
        let cookie = self.sign(&session, Kind::Session);
        (session, cookie)
    }

    /// A session's cookie value for `seat` of match `match_id`, held by `member` (who reads
    /// `lang`), valid for [`SESSION_SECS`] from `now`: for a member whom Discord itself named
    /// (signed in), where no pass was traded.
    #[must_use]
    pub fn open_session(
        &self,
        match_id: i64,
        seat: Seat,
        member: u64,
        lang: Lang,
        now: i64,
    ) -> String {
        let grant = SeatGrant::new(match_id, seat, member, now, lang);
        self.session(&grant, now).1
    }

    /// A signature of `text` for the use `label` names, in a cookie's characters: what this
    /// site wrote, no one else can.
    #[must_use]
    pub fn tag(&self, label: &[u8], text: &[u8]) -> String {
        URL_SAFE_NO_PAD.encode(self.mac(&[label, text]).finalize().into_bytes())
    }

    /// Whether `tag` is [`SeatKeys::tag`] of `text` for `label` (compared in constant time).
    #[must_use]
    pub fn checks_tag(&self, label: &[u8], text: &[u8], tag: &str) -> bool {
        URL_SAFE_NO_PAD
            .decode(tag)
            .is_ok_and(|given| self.mac(&[label, text]).verify_slice(&given).is_ok())
    }

    /// The session a cookie holds, while it has not expired at `now`.
    #[must_use]
    pub fn read_session(&self, cookie: &str, now: i64) -> Option<SeatGrant> {
        self.verify(cookie, Kind::Session)
            .filter(|s| s.expires_at >= now)
    }

    /// The proof a page of `session` sends with every request that changes something: known to
    /// the page (it is written in it) and to no other site, which cannot read the page.
    #[must_use]
    pub fn request_token(&self, session: &SeatGrant) -> String {
        let tag = self
            .mac(&[b"request", &session.facts(Kind::Session)])
            .finalize()
            .into_bytes();
        URL_SAFE_NO_PAD.encode(&tag[..NONCE_BYTES])
    }

    /// Whether `token` is the request token of `session` (compared in constant time).
    #[must_use]
    pub fn checks_request(&self, session: &SeatGrant, token: &str) -> bool {
        let Ok(given) = URL_SAFE_NO_PAD.decode(token.trim()) else {
            return false;
        };
        let mac = self.mac(&[b"request", &session.facts(Kind::Session)]);
        mac.verify_truncated_left(&given).is_ok() && given.len() == NONCE_BYTES
    }
}

impl Table {
    /// The key of passes and sessions: the site's secret, read (or made) once per process.
    ///
    /// # Errors
    /// A database error.
    pub async fn seat_keys(&self) -> Result<std::sync::Arc<SeatKeys>, StoreError> {
        self.seat_keys
            .get_or_try_init(|| async {
                let secret = self.store.site_secret().await?;
                Ok(std::sync::Arc::new(SeatKeys::new(secret)))
            })
            .await
            .cloned()
    }

    /// A pass to `seat` of `m` for the member who holds it (reading `lang`), made at `now`;
    /// `None` for a computer seat.
    ///
    /// # Errors
    /// A database error (the secret could not be read).
    pub async fn seat_pass(
        &self,
        m: &Match,
        seat: Seat,
        lang: Lang,
        now: i64,
    ) -> Result<Option<String>, StoreError> {
        let member = m.users.get(seat.index()).copied().unwrap_or(0);
        if member == 0 {
            return Ok(None);
        }
        Ok(Some(
            self.seat_keys().await?.pass(m.id, seat, member, lang, now),
        ))
    }

    /// Spends `pass` at `now` and opens a session for its seat: the match, the session and its
    /// cookie's value.
    ///
    /// # Errors
    /// [`PassRefused`]: nothing was spent unless the pass was genuine and not expired.
    pub async fn trade_pass(
        &self,
        pass: &str,
        now: i64,
    ) -> Result<(Match, SeatGrant, String), PassRefused> {
        let keys = self.seat_keys().await?;
        let grant = keys.read_pass(pass).ok_or(PassRefused::Forged)?;
        if grant.expires_at < now {
            return Err(PassRefused::Expired);
        }
        if !self
            .store
            .spend_pass(&grant.nonce, grant.expires_at, now)
            .await?
        {
            return Err(PassRefused::Spent);
        }
        let m = match self.current(grant.match_id).await {
            Ok(m) => m,
            Err(super::TableError::Store(e)) => return Err(PassRefused::Store(e)),
            Err(_) => return Err(PassRefused::Over),
        };
        if m.is_over() || !grant.holds(&m) {
            return Err(PassRefused::Over);
        }
        let (session, cookie) = keys.session(&grant, now);
        Ok((m, session, cookie))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn keys() -> SeatKeys {
        SeatKeys::new(vec![7; 32])
    }

    #[test]
    fn a_pass_reads_back_and_is_no_session() {
        let k = keys();
        let pass = k.pass(42, Seat(1), 1001, Lang::Es, 1000);
        // 128 random bits and a signature, in a link's characters.
        assert!(pass.len() >= 96, "{pass}");
        assert!(pass
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_'));
        let g = k.read_pass(&pass).unwrap();
        assert_eq!(
            (g.match_id, g.seat, g.member, g.expires_at),
            (42, Seat(1), 1001, 1000 + PASS_SECS)
        );
        assert_eq!(g.lang, Lang::Es);
        assert!(
            k.read_session(&pass, 0).is_none(),
            "a pass is not a session"
        );
        // Two passes of one seat differ.
        assert_ne!(pass, k.pass(42, Seat(1), 1001, Lang::Es, 1000));
    }

    #[test]
    fn an_altered_or_foreign_token_is_refused() {
        let k = keys();
        let pass = k.pass(42, Seat(0), 1001, Lang::En, 1000);
        let mut bytes = URL_SAFE_NO_PAD.decode(&pass).unwrap();
        // Another seat, the same signature.
        bytes[9] = 1;
        assert!(k.read_pass(&URL_SAFE_NO_PAD.encode(&bytes)).is_none());
        assert!(SeatKeys::new(vec![8; 32]).read_pass(&pass).is_none());
        for junk in ["", "x", "%%%", &"A".repeat(5000)] {
            assert!(k.read_pass(junk).is_none(), "{junk}");
        }
    }

    #[test]
    fn a_session_expires_and_its_request_token_is_its_own() {
        let k = keys();
        let pass = k
            .read_pass(&k.pass(42, Seat(0), 1001, Lang::En, 1000))
            .unwrap();
        let (session, cookie) = k.session(&pass, 2000);
        assert_eq!(k.read_session(&cookie, 2000), Some(session));
        assert!(k.read_session(&cookie, 2000 + SESSION_SECS + 1).is_none());
        assert!(k.read_pass(&cookie).is_none(), "a session is not a pass");
        let token = k.request_token(&session);
        assert!(k.checks_request(&session, &token));
        let (other, _) = k.session(&pass, 2000);
        assert!(!k.checks_request(&other, &token));
        assert!(!k.checks_request(&session, ""));
        assert!(!k.checks_request(&session, &token[..token.len() - 2]));
    }
}
