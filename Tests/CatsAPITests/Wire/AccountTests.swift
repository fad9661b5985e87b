import Foundation
import Testing

@testable import CatsAPI

/// The sign-in answer on the wire: `created` round-trips, an older server's answer without it
/// decodes as "not created", and a wrong type is a decoding error that names the key.
@Suite struct AccountTests {
    @Test func createdRoundTripsAndDefaultsToFalseWhenAbsent() throws {
        let created = SignInResponse(user: CatsUser(id: "ada", name: "Ada"), token: "t", created: true)
        #expect(try JSONDecoder().decode(SignInResponse.self, from: JSONEncoder().encode(created)) == created)
        let old = Data(#"{"user":{"id":"ada","name":"Ada"},"token":"t"}"#.utf8)
        #expect(try JSONDecoder().decode(SignInResponse.self, from: old).created == false)
    }

    @Test func aCreatedThatIsNotABoolIsRefused() {
        let bad = Data(#"{"user":{"id":"ada","name":"Ada"},"token":"t","created":"yes"}"#.utf8)
        #expect {
            try JSONDecoder().decode(SignInResponse.self, from: bad)
        } throws: { error in
            guard case DecodingError.typeMismatch(_, let context) = error else { return false }
            return context.codingPath.map(\.stringValue) == ["created"]
        }
    }
}
