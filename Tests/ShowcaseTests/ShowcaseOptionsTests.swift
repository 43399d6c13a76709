import Foundation
import Testing

@testable import ShowcaseKit

/// `showcase`'s command line: what it accepts, and that anything else is a usage error.
@Suite("showcase's command line")
struct ShowcaseOptionsTests {
    @Test("the options it has")
    func accepted() throws {
        let none = try ShowcaseOptions([])
        #expect(!none.playsDemo && !none.showsHelp && none.server == nil)
        #expect(try ShowcaseOptions(["--demo"]).playsDemo)
        #expect(try ShowcaseOptions(["-h"]).showsHelp)
        let options = try ShowcaseOptions(["--server", "http://127.0.0.1:8080", "--demo"])
        #expect(options.server == URL(string: "http://127.0.0.1:8080"))
        #expect(options.playsDemo)
    }

    @Test(
        "anything else is refused, with what was wrong",
        arguments: [
            (["--bogus"], ShowcaseOptions.Failure.unknownOption("--bogus")),
            (["--demo", "extra"], .unknownOption("extra")),
            (["--server"], .invalidServer(nil)),
            (["--server", "ftp://example.com"], .invalidServer("ftp://example.com")),
            (["--server", "localhost"], .invalidServer("localhost")),
        ])
    func refused(arguments: [String], failure: ShowcaseOptions.Failure) {
        #expect(throws: failure) { try ShowcaseOptions(arguments) }
    }
}
