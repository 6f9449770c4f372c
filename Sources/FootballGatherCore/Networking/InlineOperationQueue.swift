import Foundation

/// Runs each delegate call at once, on the thread that delivers it. FoundationNetworking hands every chunk
/// of a reply to the delegate queue and reads (and inflates) on without waiting, so on a busy machine a
/// normal queue can stack up hundreds of MiB of a compressed reply before the size cap is counted.
/// `TransferDelegate` never calls back into the session from a delegate call, so this cannot deadlock.
/// `@unchecked Sendable` restates `OperationQueue`'s conformance, as Swift requires of a subclass.
final class InlineOperationQueue: OperationQueue, @unchecked Sendable {
    override func addOperation(_ block: @escaping @Sendable () -> Void) {
        block()
    }

    override func addOperation(_ operation: Operation) {
        operation.start()
    }
}
