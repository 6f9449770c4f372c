import Foundation

/// A delegate queue that runs each delegate call at once, on the thread that delivers it.
///
/// FoundationNetworking hands every chunk of a reply to the delegate queue and carries on
/// reading (and inflating) without waiting. On a busy machine a normal queue falls behind
/// and holds the chunks it has not run yet: a compressed reply can stack up hundreds of
/// MiB there before the size cap is even counted. Run inline, each chunk is counted, kept
/// or dropped before the next one is made. `TransferDelegate` is thread-safe and never
/// calls back into the session from a delegate call (cancelling hops to another queue),
/// so running on the session's own work queue cannot deadlock.
///
/// `@unchecked Sendable` restates `OperationQueue`'s own conformance, as Swift requires of
/// a subclass; this one adds no state.
final class InlineOperationQueue: OperationQueue, @unchecked Sendable {
    override func addOperation(_ block: @escaping @Sendable () -> Void) {
        block()
    }

    override func addOperation(_ operation: Operation) {
        operation.start()
    }
}
