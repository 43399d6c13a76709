import Foundation
import PatternKitTestSupport
import PatternKitValidation
import Testing

@testable import ShowcaseKit

/// The sign-up form with `--server URL`: what each answer of a server does, and the form
/// when no server answers. (The real server, end to end: SignUpServerTests, Vapor trait.)
@MainActor
@Suite("Sign-up form submitting to a server", .englishMessages)
struct SignUpSubmissionTests {
    nonisolated static let report = FormRejection(
        field: SignUpField.userName, error: ValidationError(SimulatedUserDirectory.takenCode)
    )
    .report(language: "en")

    @Test(
        "An answer's status and body decide the outcome",
        arguments: [
            (200, Data(), "accepted"), (201, Data("{\"id\":1}".utf8), "accepted"),
            (422, try! report.jsonData(), "rejected"),
            (
                422, Data("{\"error\":true}".utf8),
                "failed: The server answered 422 with something that is not a validation report"
            ),
            (500, Data("oops".utf8), "failed: The server answered 500: oops"),
            (404, Data(), "failed: The server answered 404"),
            (
                503, try! FormRejection.serviceUnavailable.report(language: "en").jsonData(),
                "failed: The server answered 503: The server cannot check the form right now; try again in a moment"
            ),
        ])
    func outcomes(status: Int, body: Data, expected: String) {
        let outcome = SignUpSubmission(status: status, body: body)
        switch outcome {
        case .accepted: #expect(expected == "accepted")
        case .rejected(let report): #expect(expected == "rejected" && report == Self.report)
        case .failed(let reason): #expect(expected == "failed: \(reason)")
        }
        #expect((outcome.formError != nil) == expected.hasPrefix("failed"))
    }

    @Test("With a server the user name has no simulated check: the server answers whether it is free")
    func noSimulatedCheck() {
        let driver = Driver(server: SignUpServerClient(server: URL(string: "http://127.0.0.1:9")!))
        #expect(driver.form.directory == nil)
        #expect(!driver.form.session.form.hasAsyncCheck(.userName))
        #expect(Driver().form.session.form.hasAsyncCheck(.userName))
    }

    @Test("With a server the screen says where Sign up sends the form, and the user name's note describes the server")
    func serverModeOnScreen() {
        let driver = Driver(server: SignUpServerClient(server: URL(string: "http://127.0.0.1:8080")!))
        #expect(driver.shows("Sign up submits to http://127.0.0.1:8080/signup"))
        driver.focus(.userName)
        #expect(driver.shows("Sign up sends it; the server's SQLite or PostgreSQL accounts say if it is free"))
        #expect(!driver.shows("AsyncValidator"), "no simulated check is described: there is none")
        #expect(!driver.shows("admin/root/patternkit"))
        let simulated = Driver()
        #expect(!simulated.shows("Sign up submits to"))
        simulated.focus(.userName)
        #expect(simulated.shows("then an AsyncValidator (1 s; admin/root/patternkit taken)"))
    }

    @Test("When no server answers, the form says so on the summary line and keeps every value")
    func unreachable() async {
        let driver = Driver(server: SignUpServerClient(server: URL(string: "http://127.0.0.1:9")!))
        let values: FormValues<SignUpField> = [
            .email: "ada@example.com", .password: "Analytical1", .confirmation: "Analytical1", .userName: "ada",
        ]
        for (field, value) in values.storage {
            driver.focus(field)
            driver.type(value.text)
        }
        driver.fillTypedFields()
        #expect(driver.form.submitButton.isEnabled)
        driver.form.submitButton.sendActions(for: .touchUpInside)
        #expect(driver.shows("Sending to http://127.0.0.1:9/signup…"))
        await driver.form.waitForSubmission()
        #expect(driver.shows("✗ Could not reach http://127.0.0.1:9"))
        var typed = values
        typed[value: .birthDate] = .date(Date(timeIntervalSince1970: 951_782_400))  // 2000-02-29
        typed[value: .teamSize] = .integer(3)
        typed[value: .terms] = .bool(true)
        #expect(driver.form.session.values == typed)
        let formError = driver.form.session.formErrors.first
        #expect(formError?.code == SignUpSubmission.failedCode)
    }
}
