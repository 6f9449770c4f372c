import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

@testable import GatherCLI

/// Every write to stdout and stderr is checked; what a failure means.
@Suite struct OutputFailureCLITests {
    @Test func write_toAFullDevice_reportsENOSPC() throws {
        let descriptor = open("/dev/full", O_WRONLY | O_CLOEXEC)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        #expect(OutputWriter.write("a result\n", to: descriptor) == ENOSPC)
    }

    @Test func write_thatSucceeds_reportsNothing() throws {
        let descriptor = open("/dev/null", O_WRONLY | O_CLOEXEC)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        #expect(OutputWriter.write(String(repeating: "x", count: 200_000), to: descriptor) == nil)
    }

    @Test func failure_onStdout_namesTheStreamAndTheReason() {
        let failure = OutputFailure(stream: .standardOutput, errorNumber: ENOSPC)
        #expect(!failure.isClosedPipe)
        #expect(failure.message == "Error: could not write the result to stdout: No space left on device; any change the command made is kept")
        #expect(OutputFailure(stream: .standardError, errorNumber: EPIPE).isClosedPipe)
    }
}
