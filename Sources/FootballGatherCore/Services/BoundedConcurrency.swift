/// At most `limit` items in flight at once, a sliding window, so one slow item never holds back the others.
/// `finished` is told how many are done, after each one.
package enum BoundedConcurrency {
    package static func map<Item: Sendable, Result: Sendable>(
        _ items: [Item], limit: Int, finished: (Int) -> Void = { _ in }, _ work: @escaping @Sendable (Item) async -> Result
    ) async -> [Result] {
        await withTaskGroup(of: (Int, Result).self) { group in
            var results = [Result?](repeating: nil, count: items.count)
            var next = 0
            func launch() {
                let index = next
                let item = items[index]
                group.addTask { (index, await work(item)) }
                next += 1
            }
            while next < min(limit, items.count) { launch() }
            var done = 0
            for await (index, result) in group {
                results[index] = result
                done += 1
                finished(done)
                if next < items.count { launch() }
            }
            return results.compactMap { $0 }
        }
    }
}
