/// How long a match is played: one period, or two halves of the same length (`2x25:00`).
public struct MatchLength: Sendable, Equatable, Hashable {
    static let allowedHalves = 1...2

    public let halves: Int
    let halfTime: GatherTime

    public init(_ time: GatherTime) {
        halves = 1
        halfTime = time
    }

    /// For a clock, which keeps `halves` within `allowedHalves`.
    init(checkedHalves: Int, halfTime: GatherTime) {
        self.halves = checkedHalves
        self.halfTime = halfTime
    }

    /// The forms `init(parsing:)` accepts, for help and error messages.
    public static let acceptedForms = GatherTime.acceptedForms + ", or two halves with the time of each after 2x (2x25:00)"

    /// `25:00` or `2x25:00` (also `2X`, spaces around `x` allowed).
    public init(parsing input: String) throws(TimerError) {
        let text = input.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        guard let mark = text.firstIndex(of: "x") else {
            self.init(try GatherTime(parsing: input))
            return
        }
        let count = text[..<mark].trimmingCharacters(in: .whitespaces)
        let time = text[text.index(after: mark)...].trimmingCharacters(in: .whitespaces)
        guard count == "2" else { throw .invalidMatchLength(input) }
        guard !time.isEmpty else { throw .missingHalfTime(input) }
        let halfTime: GatherTime
        do {
            halfTime = try GatherTime(parsing: time)
        } catch .timeOutOfRange {
            throw .timeOutOfRange(input)
        } catch {
            throw .invalidMatchLength(input)
        }
        self.init(checkedHalves: 2, halfTime: halfTime)
    }

    public var text: String { halves == 1 ? halfTime.text : "\(halves)x\(halfTime.text)" }
}
