/// Time added to the clock (`2m`, `+2m`) or taken off it (`-2m`): a `GatherTime` with a sign.
public struct StoppageTime: Sendable, Equatable, Hashable {
    /// Negative when time is taken off; never 0.
    let seconds: Int

    public init(parsing input: String) throws(TimerError) {
        var text = Substring(input.trimmingCharacters(in: .whitespacesAndNewlines))
        let sign = text.first == "-" ? -1 : 1
        if text.first == "-" || text.first == "+" { text = text.dropFirst() }
        guard !text.isEmpty else { throw .invalidStoppage(input) }
        do {
            seconds = sign * (try GatherTime(parsing: String(text))).totalSeconds
        } catch .timeOutOfRange {
            throw .timeOutOfRange(input)  // written right, but more than a clock holds
        } catch {
            throw .invalidStoppage(input)
        }
    }

    /// `+02:00` or `-02:00`.
    public var text: String { (seconds < 0 ? "-" : "+") + GatherTime.text(wholeSeconds: abs(seconds)) }
}
