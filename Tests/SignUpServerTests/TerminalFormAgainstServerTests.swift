#if Vapor
    import Foundation
    import PatternKitTestSupport
    import PatternKitValidation
    import ShowcaseKit
    import Testing
    import signup_server

    /// The showcase's terminal sign-up form (`showcase --server URL`) against the real server on
    /// loopback: typed with keys, sent with the Sign up button, the answer read off the screen.
    @MainActor
    @Suite("The terminal sign-up form against the real server", .englishMessages)
    struct TerminalFormAgainstServerTests {
        /// Types `values` into the form with keys, as a person would (Tab to each field).
        func fill(_ form: SignUpFormView, in showcase: Showcase, with values: [String: String]) {
            for field in SignUpField.allCases {
                guard let text = values[field.rawValue] else { continue }
                for _ in 0..<16 where !form.control(for: field).isFirstResponder {
                    showcase.window.send([KeyEvent(.tab)])
                }
                if field == .terms {
                    // A switch: Space turns it on.
                    if text == "true" { showcase.window.send(KeyEvent.typing(" ")) }
                } else {
                    showcase.window.send(KeyEvent.typing(text))
                }
            }
            showcase.window.send([KeyEvent(.tab)])
        }

        /// Runs `body` with a showcase whose form submits to the sign-up server, started on a free
        /// loopback port and stopped afterwards whatever `body` does.
        func withShowcase(_ body: (Showcase) async throws -> Void) async throws {
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            let (app, port) = try await SignUpServer.start(store: folder.sqliteStore)
            let showcase = Showcase(
                clock: VirtualClock(), server: SignUpServerClient(server: URL(string: "http://127.0.0.1:\(port)")!))
            do {
                try await body(showcase)
            } catch {
                try await SignUpServer.stop(app)
                throw error
            }
            try await SignUpServer.stop(app)
        }

        func screen(_ showcase: Showcase) -> String {
            showcase.window.render(size: .standard).text
        }

        @Test("A taken user name comes back from the server and shows on the user name's row; editing it clears it")
        func takenName() async throws {
            try await withShowcase { showcase in
                let form = showcase.strategy.signUp
                fill(form, in: showcase, with: SignUpForms.valid(with: ["userName": "admin"]))
                #expect(form.session.isValid, "the form cannot know the name is taken")
                form.submitButton.sendActions(for: .touchUpInside)
                await form.waitForSubmission()
                #expect(!form.session.isValid)
                #expect(form.session.feedback(for: .userName).error?.code == SimulatedUserDirectory.takenCode)
                #expect(screen(showcase).contains("“admin” is already taken"))
                #expect(form.session.focusedField == .userName)
                #expect(form.userNameField.isFirstResponder, "the window's focus follows the session's")
                showcase.window.send(KeyEvent.typing("2"))
                #expect(form.session.feedback(for: .userName) == .valid)
            }
        }

        @Test("A valid form is accepted by the server and the summary says so")
        func accepted() async throws {
            try await withShowcase { showcase in
                let form = showcase.strategy.signUp
                fill(form, in: showcase, with: SignUpForms.valid)
                form.submitButton.sendActions(for: .touchUpInside)
                await form.waitForSubmission()
                #expect(screen(showcase).contains("✓ The server signed up “ada”"))
                #expect(form.session.formErrors.isEmpty)
            }
        }

        @Test("The server words its own failure in the app's language: the form shows it in German")
        func german() async throws {
            try await ValidationLocalization.scopedLanguage.withValue("de") {
                try await withShowcase { showcase in
                    let form = showcase.strategy.signUp
                    fill(form, in: showcase, with: SignUpForms.valid(with: ["userName": "root"]))
                    form.submitButton.sendActions(for: .touchUpInside)
                    await form.waitForSubmission()
                    let error = try #require(form.session.feedback(for: .userName).error)
                    #expect(error.code == SimulatedUserDirectory.takenCode)
                    #expect(
                        error.localizedFailureReason(in: "en") == "„root“ ist bereits vergeben",
                        "as the server worded it")
                }
            }
        }
    }
#endif
