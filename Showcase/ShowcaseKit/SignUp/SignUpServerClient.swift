import Foundation
import PatternKitValidation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Sends the sign-up form to a sign-up server (`swift run --traits Vapor signup-server`) as
/// JSON, asking for messages in the app's language, and reads its answer.
///
/// ```swift
/// let client = SignUpServerClient(server: URL(string: "http://127.0.0.1:8080")!)
/// switch await client.submit(session.values, language: "de") {
/// case .accepted: …
/// case .rejected(let report): session.apply(report)
/// case .failed(let reason): …
/// }
/// ```
package struct SignUpServerClient: Sendable {
    /// The server's base address; the form goes to `<server>/signup`.
    package let server: URL

    /// A client of the server at `server`.
    package init(server: URL) {
        self.server = server
    }

    /// The address the form is posted to.
    package var endpoint: URL {
        server.appendingPathComponent("signup")
    }

    /// Posts `values` (every field by name) with `Accept-Language: language` and decides the
    /// outcome from the answer; a network failure is ``SignUpSubmission/failed(_:)``.
    package func submit(_ values: FormValues<SignUpField>, language: String) async -> SignUpSubmission {
        var request = URLRequest(url: endpoint)
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.setValue(language, forHTTPHeaderField: "Accept-Language")
        request.timeoutInterval = 10
        do {
            // Each field as its kind: text as strings, the team size a number, the terms a Boolean.
            request.httpBody = values.jsonData(fields: SignUpField.allCases)
            let (body, response) = try await URLSession.shared.data(for: request)
            let status = (response as? HTTPURLResponse)?.statusCode ?? 0
            return SignUpSubmission(status: status, body: body)
        } catch {
            return .failed("Could not reach \(server.absoluteString): \(error.localizedDescription)")
        }
    }
}
