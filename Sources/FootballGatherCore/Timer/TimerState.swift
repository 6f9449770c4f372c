/// Where the countdown is; saved as the lowercase case name. `finished` and `half-time` are never saved: a
/// running clock is finished (or at half-time) once its deadline has passed, watched or not.
public enum TimerState: String, Sendable, CaseIterable, Encodable {
    /// Full time, not started.
    case ready
    case running
    case paused
    /// The first of two halves reached zero; `start` plays the second.
    case halfTime = "half-time"
    case finished
}

extension TimerState: Decodable {
    /// Also reads `stopped`, which earlier versions saved for a clock that was not started.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let state = text == "stopped" ? .ready : TimerState(rawValue: text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "unknown timer state '\(text)'")
        }
        self = state
    }
}
