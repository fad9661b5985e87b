import CatsAPI
import Foundation
import NIOConcurrencyHelpers
import TrellisData

/// A pretend `cats-server` behind ``HTTPTransport``: answers the Cats API from memory
/// (breeds, sightings, sessions, favorites per user), and lets a test script any route
/// (`"PUT /favorites/3"`) to refuse (with headers such as `Retry-After`), fail as
/// unreachable, hold until released, or wait; script the next answers of a route once each
/// (``scriptOnce(_:_:)``), or of every route (``scriptEveryRoute(_:)``); forget the tokens it
/// issued (a server restarted on `:memory:`); and run its clock ahead of the app's (it then
/// refuses stale signatures with 401 and its `Date`, as `cats-server` does).
/// It records every request and counts the ones it answered with success.
final class ScriptedTransport: HTTPTransport {
    /// How a scripted route answers.
    enum Reply: Sendable {
        /// An error status with a `{"error": reason}` body.
        case refuse(Int, String)
        /// An error status with headers (`retry-after`) and a `{"error": reason}` body.
        case refuseWith(Int, String, headers: [String: String])
        /// No answer: a connection failure.
        case unreachable
        /// Waits until ``release()`` (or cancellation), then answers as the fake server does.
        case hold
        /// Waits, then answers as the fake server does.
        case delay(Duration)
    }

    struct State {
        var routes: [String: Reply] = [:]
        var received: [NetworkRequest] = []
        var succeeded: [String: Int] = [:]
        var cancelled: [String] = []
        var released = false
        var breeds: [Breed]
        var favorites: [String: [Int64]] = [:]
        /// Answers for the next requests to a route, first first.
        var once: [String: [Reply]] = [:]
        /// Answers for the next requests to any route, first first.
        var everyRoute: [Reply] = []
        /// The tokens it issued and still knows.
        var tokens: Set<String> = []
        /// The accounts it knows; a sign-in of any other one answers `created`.
        var users: Set<String> = []
        /// How far its clock is ahead of the app's, in seconds.
        var clockOffset: TimeInterval = 0
        /// The sightings reported to it, by report id (a resend answers the same one).
        var reported: [String: Sighting] = [:]
    }

    let state: NIOLockedValueBox<State>

    init(breeds: [Breed]) {
        state = NIOLockedValueBox(State(breeds: breeds))
    }

    /// Scripts `route` (`"METHOD /path"`); nil answers as the fake server again.
    func script(_ route: String, _ reply: Reply?) { state.withLockedValue { $0.routes[route] = reply } }
    func scriptOnce(_ route: String, _ replies: Reply...) { state.withLockedValue { $0.once[route, default: []] += replies } }
    func scriptEveryRoute(_ replies: [Reply]) { state.withLockedValue { $0.everyRoute += replies } }
    /// Answers every route as the fake server does again (its clock stays as it is).
    func clearScripts() {
        state.withLockedValue { state in
            state.routes = [:]
            state.once = [:]
            state.everyRoute = []
        }
    }
    /// Forgets every token issued (a restart on `:memory:`): they answer 401 until a new sign-in.
    func forgetTokens() { state.withLockedValue { $0.tokens = [] } }
    /// Forgets every account, token and favorite (a restart on a fresh `:memory:` store).
    func wipe() {
        state.withLockedValue { state in
            state.tokens = []
            state.users = []
            state.favorites = [:]
        }
    }
    func setClockOffset(_ seconds: TimeInterval) { state.withLockedValue { $0.clockOffset = seconds } }
    func release() { state.withLockedValue { $0.released = true } }
    /// Gives `user` these favorites (the account exists from then on).
    func setFavorites(_ ids: [Int64], of user: String) {
        state.withLockedValue { state in
            state.favorites[user] = ids
            state.users.insert(user)
        }
    }
    /// Whether the server knows `user` (signed in since the last ``wipe()``).
    /// The sightings reported to it.
    var reported: [Sighting] { state.withLockedValue { $0.reported.values.sorted { $0.id < $1.id } } }
    func knows(_ user: String) -> Bool { state.withLockedValue { $0.users.contains(user) } }
    func favorites(of user: String) -> [Int64] { state.withLockedValue { $0.favorites[user] ?? [] } }
    var received: [NetworkRequest] { state.withLockedValue { $0.received } }
    /// The routes of every request received, in order.
    var routes: [String] { received.map(Self.route) }
    /// How many times `route` was answered with a 2xx.
    func succeeded(_ route: String) -> Int { state.withLockedValue { $0.succeeded[route] ?? 0 } }
    /// How many requests to `route` arrived.
    func count(_ route: String) -> Int { routes.filter { $0 == route }.count }
    /// Routes whose request was cancelled while held or waiting.
    var cancelled: [String] { state.withLockedValue { $0.cancelled } }

    /// `"METHOD /path"`, without the query (the sightings page's `?limit=`): what tests script.
    static func route(_ request: NetworkRequest) -> String { "\(request.method) \(path(of: request))" }

    /// The request's target without its query.
    static func path(of request: NetworkRequest) -> String { String(request.target.prefix { $0 != "?" }) }

    func send(_ request: NetworkRequest, timeout: Duration) async throws(NetworkError) -> NetworkResponse {
        let route = Self.route(request)
        let (reply, date) = state.withLockedValue { state in
            state.received.append(request)
            let date = Date().addingTimeInterval(state.clockOffset)
            if !state.everyRoute.isEmpty { return (state.everyRoute.removeFirst() as Reply?, date) }
            if let next = state.once[route]?.first {
                state.once[route]?.removeFirst()
                return (next, date)
            }
            return (state.routes[route], date)
        }
        if let timestamp = request.header(RequestSigner.Header.timestamp).flatMap(Double.init),
            abs(timestamp - date.timeIntervalSince1970) > 300
        {
            return NetworkResponse(
                status: 401, headers: ["date": Self.httpDate(date)],
                body: CatsAPI.encode(APIErrorBody(error: "the timestamp is outside the window")))
        }
        switch reply {
        case .refuse(let status, let reason)?:
            return NetworkResponse(status: status, body: CatsAPI.encode(APIErrorBody(error: reason)))
        case .refuseWith(let status, let reason, let headers)?:
            return NetworkResponse(status: status, headers: headers, body: CatsAPI.encode(APIErrorBody(error: reason)))
        case .unreachable?:
            throw .transport("connection refused")
        case .hold?:
            while !state.withLockedValue({ $0.released }) {
                do { try await Task.sleep(for: .milliseconds(5)) } catch { return cancel(route) }
            }
        case .delay(let duration)?:
            do { try await Task.sleep(for: duration) } catch { return cancel(route) }
        case nil:
            break
        }
        let response = answer(request)
        if (200..<300).contains(response.status) { state.withLockedValue { $0.succeeded[route, default: 0] += 1 } }
        return response
    }

    func cancel(_ route: String) -> NetworkResponse {
        state.withLockedValue { $0.cancelled.append(route) }
        return NetworkResponse(status: 499, body: Data("cancelled".utf8))
    }

    /// What the fake server answers.
    func answer(_ request: NetworkRequest) -> NetworkResponse {
        let path = Self.path(of: request).split(separator: "/").map(String.init)
        let user = request.header("authorization").map { String($0.dropFirst("Bearer token-".count)) }
        return state.withLockedValue { state -> NetworkResponse in
            switch (request.method, path.count, path.first) {
            case (.get, 1, "version"): return Self.json(ServerVersion(server: "9.9.9", api: 1))
            case (.get, 1, "breeds"): return Self.json(state.breeds)
            case (.get, 2, "breeds"):
                guard let breed = state.breeds.first(where: { "\($0.id)" == path[1] }) else {
                    return Self.refuse(404, "no breed \(path[1])")
                }
                return Self.json(breed)
            case (.get, 3, "breeds"):
                let sightings = SightingGenerator().sightings(for: state.breeds) + state.reported.values.sorted { $0.id < $1.id }
                return Self.json(sightings.filter { "\($0.breedID)" == path[1] })
            case (.post, 3, "breeds"):
                guard user != nil else { return Self.refuse(401, "sign in first") }
                guard let breedID = Int64(path[1]), state.breeds.contains(where: { $0.id == breedID }) else {
                    return Self.refuse(404, "there is no breed \(path[1])")
                }
                let report: SightingReport
                do { report = try JSONDecoder().decode(SightingReport.self, from: request.body) } catch {
                    return Self.refuse(400, "\(error)")
                }
                if let stored = state.reported[report.reportID] { return Self.json(stored) }
                let stored = report.sighting(id: 100_000 + Int64(state.reported.count), breedID: breedID)
                state.reported[report.reportID] = stored
                return Self.json(stored)
            case (.post, 1, "session"):
                guard let body = try? JSONDecoder().decode(SignInRequest.self, from: request.body) else {
                    return Self.refuse(400, "bad body")
                }
                state.tokens.insert("token-\(body.user)")
                let created = state.users.insert(body.user).inserted
                let user = CatsUser(id: body.user, name: "Server \(body.user)")
                return Self.json(SignInResponse(user: user, token: "token-\(body.user)", created: created))
            case (_, _, "favorites") where user == nil:
                return Self.refuse(401, "sign in first")
            case (_, _, "favorites") where !state.tokens.contains("token-\(user!)"):
                return Self.refuse(401, "this token is unknown")
            case (.get, 1, "favorites"):
                return Self.json(FavoriteList(breedIDs: state.favorites[user!] ?? []))
            case (.put, 1, "favorites"):
                guard let list = try? JSONDecoder().decode(FavoriteList.self, from: request.body) else {
                    return Self.refuse(400, "bad body")
                }
                state.favorites[user!] = list.breedIDs
                return NetworkResponse(status: 204)
            case (.put, 2, "favorites"):
                if let id = Int64(path[1]), !(state.favorites[user!] ?? []).contains(id) { state.favorites[user!, default: []].append(id) }
                return NetworkResponse(status: 204)
            case (.delete, 2, "favorites"):
                state.favorites[user!]?.removeAll { "\($0)" == path[1] }
                return NetworkResponse(status: 204)
            default:
                return Self.refuse(404, "no route \(request.method) \(request.target)")
            }
        }
    }

    /// An HTTP date, as servers send in `Date`.
    static func httpDate(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        return formatter.string(from: date)
    }

    static func json(_ value: some Encodable) -> NetworkResponse { NetworkResponse(status: 200, body: CatsAPI.encode(value)) }
    static func refuse(_ status: Int, _ reason: String) -> NetworkResponse {
        NetworkResponse(status: status, body: CatsAPI.encode(APIErrorBody(error: reason)))
    }
}
