/// Where the countdown is; saved as the lowercase case name.
public enum TimerState: String, Codable, Sendable, CaseIterable {
    case stopped, running, paused
}
