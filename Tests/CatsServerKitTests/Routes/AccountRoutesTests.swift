import CatsAPI
import CatsServerKit
import Foundation
import Hummingbird
import Testing
import TrellisData

/// `POST /session` and `GET /user`: sign-in, tokens, malformed bodies.
@Suite struct AccountRoutesTests {
    @Test func signingInGivesATokenThatNamesTheUser() async throws {
        try await withServer { client in
            let response = try await client.send(.signIn("ada-lovelace"))
            #expect(response.status == .ok)
            let signedIn = try response.decode(SignInResponse.self)
            #expect(signedIn.user == CatsUser(id: "ada-lovelace", name: "Ada Lovelace"))
            #expect(signedIn.token.count == 64)
            let user = try await client.send(.currentUser(), token: signedIn.token)
            #expect(user.status == .ok)
            #expect(try user.decode(CatsUser.self) == signedIn.user)
        }
    }

    @Test func onlyTheFirstSignInSaysItCreatedTheAccount() async throws {
        try await withServer { client in
            let first = try await client.send(.signIn("bo")).decode(SignInResponse.self)
            let second = try await client.send(.signIn("bo")).decode(SignInResponse.self)
            #expect(first.created)
            #expect(!second.created)
        }
    }

    @Test func eachSignInIsANewTokenAndTheOldOnesStillWork() async throws {
        try await withServer { client in
            let first = try await client.signIn("bo")
            let second = try await client.signIn("bo")
            #expect(first != second)
            for token in [first, second] {
                #expect(try await client.send(.currentUser(), token: token).decode(CatsUser.self).id == "bo")
            }
        }
    }

    @Test func aMissingTokenIs401() async throws {
        try await withServer { client in
            for response in [
                try await client.send(.currentUser()), try await client.send(.favorites()), try await client.send(.addFavorite(1)),
            ] {
                #expect(response.status == .unauthorized)
                #expect(response.errorReason == "missing bearer token: sign in with POST /session and send authorization: Bearer <token>")
            }
        }
    }

    @Test func anUnknownTokenIs401() async throws {
        try await withServer { client in
            _ = try await client.signIn()
            let response = try await client.send(.currentUser(), token: String(repeating: "0", count: 64))
            #expect(response.status == .unauthorized)
            #expect(response.errorReason == "the bearer token is not valid: sign in again")
        }
    }

    @Test(
        "a malformed sign-in body is 400 naming what is wrong",
        arguments: [
            ("", "missing body: expected a JSON sign-in request"),
            ("{", "malformed sign-in request: "),
            ("[]", "malformed sign-in request: at the top level expected "),
            (#"{"name": "ada"}"#, #"malformed sign-in request: missing "user""#),
            (#"{"user": 7}"#, #"malformed sign-in request: at "user" expected a string"#),
            (#"{"user": "Ada!"}"#, #""Ada!" is not a valid user id: use 1–32 lowercase letters, digits and -"#),
            (#"{"user": ""}"#, #""" is not a valid user id: use 1–32 lowercase letters, digits and -"#),
        ])
    func malformedSignIn(_ body: String, _ reason: String) async throws {
        try await withServer { client in
            let endpoint = Endpoint<SignInResponse>.json(.post, path: "session", body: Data(body.utf8))
            let response = try await client.send(endpoint)
            #expect(response.status == .badRequest)
            #expect(response.errorReason.hasPrefix(reason), "\(response.errorReason)")
        }
    }
}

/// Issue 21.15: tokens expire, and sign-in is rationed, both with standard answers (401 with
/// `WWW-Authenticate`, 429 with `Retry-After`) the app's client acts on.
@Suite struct AccountLimitsTests {
    @Test func anExpiredTokenIs401SayingSo() async throws {
        let clock = TestClock()
        let configuration = testConfiguration {
            $0.limits.tokenLifetime = .seconds(60)
            $0.clock = clock.reader
        }
        try await withServer(configuration) { client throws in
            let token = try await client.signIn("ada")
            clock.advance(by: 60)
            #expect(try await client.execute(client.request(.currentUser(), token: token, at: clock.now)).status == .ok)
            clock.advance(by: 1)
            let expired = try await client.execute(client.request(.currentUser(), token: token, at: clock.now))
            #expect(expired.status == .unauthorized)
            #expect(expired.errorReason == "the bearer token has expired: sign in again")
            #expect(expired.headers[.wwwAuthenticate]?.contains(#"error="invalid_token""#) == true)
            let unknown = try await client.execute(client.request(.currentUser(), token: String(repeating: "0", count: 64), at: clock.now))
            #expect(unknown.status == .unauthorized)
            #expect(unknown.headers[.wwwAuthenticate]?.hasPrefix("Bearer") == true)
        }
    }

    @Test func signInsPastTheBurstAre429WithRetryAfter() async throws {
        let clock = TestClock()
        let configuration = testConfiguration {
            $0.limits.signInBurst = 3
            $0.limits.signInsPerSecond = 0.5
            $0.clock = clock.reader
        }
        try await withServer(configuration) { client throws in
            for user in ["a", "b", "c"] { #expect(try await client.execute(client.request(.signIn(user), at: clock.now)).status == .ok) }
            let refused = try await client.execute(client.request(.signIn("d"), at: clock.now))
            #expect(refused.status == .tooManyRequests)
            #expect(refused.headers[.retryAfter] == "2")
            #expect(refused.errorReason == "too many sign-ins: try again in 2 s")
            clock.advance(by: 2)
            #expect(try await client.execute(client.request(.signIn("d"), at: clock.now)).status == .ok)
        }
    }
}
