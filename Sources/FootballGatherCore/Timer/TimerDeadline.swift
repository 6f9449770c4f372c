/// When a running countdown ends, on both clocks: the monotonic one is exact while the
/// machine stays up, the wall one is all that survives a reboot.
struct TimerDeadline: Codable, Sendable, Equatable {
    var monotonic: Double
    var bootID: String
    var wall: Double
}

extension TimerDeadline {
    init(after seconds: Double, from reading: ClockReading) {
        self.init(
            monotonic: reading.monotonic + seconds,
            bootID: reading.bootID,
            wall: reading.wall + seconds
        )
    }

    /// Seconds from `reading` to the deadline; negative once it has passed.
    func secondsLeft(at reading: ClockReading) -> Double {
        // An empty boot id cannot tell two boots apart, so it never vouches for the monotonic clock.
        let sameBoot = !bootID.isEmpty && bootID == reading.bootID
        return sameBoot ? monotonic - reading.monotonic : wall - reading.wall
    }
}
