//! A connection whose answers may wait for their reader only so long: a reader that stopped
//! reading (a phone gone to sleep with a live stream open) would otherwise hold its connection,
//! and its place under the cap, for good.

use std::future::Future as _;
use std::io;
use std::pin::Pin;
use std::task::{Context, Poll};
use std::time::Duration;

use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};

use crate::metrics::WEB_CONNECTIONS_CLOSED;

/// A connection whose writes fail once one has waited `patience` ([`STALL_TIMEOUT`]) for the
/// reader.
pub(super) struct Stalling<S> {
    stream: S,
    patience: Duration,
    stalled: Option<Pin<Box<tokio::time::Sleep>>>,
}

impl<S: AsyncWrite + Unpin> Stalling<S> {
    pub(super) fn new(stream: S, patience: Duration) -> Stalling<S> {
        Stalling {
            stream,
            patience,
            stalled: None,
        }
    }

    /// `poll` of the stream's writing, with the stall's clock running while it waits.
    fn timed<T>(
        &mut self,
        cx: &mut Context<'_>,
        poll: impl FnOnce(Pin<&mut S>, &mut Context<'_>) -> Poll<io::Result<T>>,
    ) -> Poll<io::Result<T>> {
        match poll(Pin::new(&mut self.stream), cx) {
            Poll::Ready(done) => {
                self.stalled = None;
                Poll::Ready(done)
            }
            Poll::Pending => {
                let patience = self.patience;
                let clock = self
                    .stalled
                    .get_or_insert_with(|| Box::pin(tokio::time::sleep(patience)));
                if clock.as_mut().poll(cx).is_ready() {
                    metrics::counter!(WEB_CONNECTIONS_CLOSED, "why" => "stalled answer")
                        .increment(1);
                    return Poll::Ready(Err(io::ErrorKind::TimedOut.into()));
                }
                Poll::Pending
            }
        }
    }
}

impl<S: AsyncRead + Unpin> AsyncRead for Stalling<S> {
    fn poll_read(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        Pin::new(&mut self.get_mut().stream).poll_read(cx, buf)
    }
}

impl<S: AsyncWrite + Unpin> AsyncWrite for Stalling<S> {
    fn poll_write(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        self.get_mut().timed(cx, |s, cx| s.poll_write(cx, buf))
    }

    fn poll_write_vectored(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        self.get_mut()
            .timed(cx, |s, cx| s.poll_write_vectored(cx, bufs))
    }

    fn is_write_vectored(&self) -> bool {
        self.stream.is_write_vectored()
    }

    fn poll_flush(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        self.get_mut().timed(cx, AsyncWrite::poll_flush)
    }

    fn poll_shutdown(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.get_mut().stream).poll_shutdown(cx)
    }
}

#[cfg(test)]
mod tests {
    use std::time::Instant;

    use tokio::io::{AsyncReadExt as _, AsyncWriteExt as _};

    use super::*;

    #[tokio::test]
    async fn an_answer_its_reader_stopped_reading_fails_after_the_stall_timeout() {
        let patience = Duration::from_millis(200);
        let (ours, mut theirs) = tokio::io::duplex(64);
        let mut stalling = Stalling::new(ours, patience);
        // Written while the reader reads.
        stalling.write_all(&[1; 64]).await.unwrap();
        let mut got = [0; 64];
        theirs.read_exact(&mut got).await.unwrap();
        // Then the reader stops: the writer waits, then gives up.
        let started = Instant::now();
        let e = stalling.write_all(&[2; 1024]).await.unwrap_err();
        assert_eq!(e.kind(), io::ErrorKind::TimedOut);
        assert!(started.elapsed() >= patience, "{:?}", started.elapsed());
        // A reader that reads again is written to again, with the whole patience.
        let mut again = Stalling::new(stalling.stream, patience);
        let writer = tokio::spawn(async move { again.write_all(&[3; 256]).await });
        let mut rest = Vec::new();
        while rest.len() < 64 + 256 {
            let mut chunk = [0; 64];
            tokio::time::sleep(Duration::from_millis(20)).await;
            let n = theirs.read(&mut chunk).await.unwrap();
            rest.extend_from_slice(&chunk[..n]);
        }
        writer.await.unwrap().unwrap();
    }
}
