import RoutingKit
import TrellisShell
import TrellisTerminalTesting

/// Suite `router`: TrellisShell's router against vapor/routing-kit 4.9 (the peer) on 1,000
/// routes with one parameter each, matching from the raw URL string (routing-kit is given
/// the path split the way Vapor splits it) and reading the parameter; a miss; and the
/// 1,000,000-URL fuzz (`RouterSuite+Fuzz.swift`).
let routerSuite = BenchmarkSuite(name: "router") { quick in
    let routeCount = 1_000
    var trellis = TrellisShell.Router<Int>()
    let vapor = TrieRouter(Int.self)
    for index in 0..<routeCount {
        try trellis.register("bench://route\(index)/:id", index)
        vapor.register(index, at: [.constant("route\(index)"), .parameter("id")])
    }
    var random = SeededGenerator(seed: 1_000)
    let hits = (0..<1_000).map { _ in
        let index = Int.random(in: 0..<routeCount, using: &random)
        return "bench://route\(index)/cat\(index &* 7)"
    }
    let misses = (0..<1_000).map { "bench://nowhere\($0)/cat" }
    // Both routers must agree before they are timed; a difference fails the run.
    for url in hits.prefix(50) {
        var parameters = Parameters()
        let match = try trellis.match(url)
        let route = vapor.route(path: vaporPath(url), parameters: &parameters)
        try requireAgreement(
            match.value == route && match.parameters.string("id") == parameters.get("id"), suite: "router", case: "match-1000-routes-hit",
            "\(url): TrellisShell matched route \(match.value) with id \(match.parameters.string("id") ?? "nil"), "
                + "routing-kit \(route.map(String.init) ?? "nil") with id \(parameters.get("id") ?? "nil")")
    }
    for url in misses.prefix(50) {
        var parameters = Parameters()
        let route = vapor.route(path: vaporPath(url), parameters: &parameters)
        try requireAgreement(
            (try? trellis.match(url)) == nil && route == nil, suite: "router", case: "match-1000-routes-miss",
            "\(url) must match nothing on both sides: TrellisShell \((try? trellis.match(url)).map { "\($0.value)" } ?? "nil"), "
                + "routing-kit \(route.map(String.init) ?? "nil")")
    }

    // Each side times the URLs in chunks of 100, keeps each chunk's fastest of three runs
    // and reports the sum per URL: on a loaded 2-core machine a chunk that was preempted
    // says nothing about the code. Both sides alike.
    func perURL(_ urls: [String], _ body: (String) -> Void) -> Double {
        var total = 0.0
        for start in stride(from: 0, to: urls.count, by: 100) {
            let chunk = urls[start..<min(start + 100, urls.count)]
            total += (0..<3).map { _ in Stopwatch.time { for url in chunk { body(url) } } }.min()!
        }
        return total / Double(urls.count)
    }

    return [
        BenchmarkCase(
            "match-1000-routes-hit", kind: .peer, peer: "routing-kit-4.9",
            trellis: { perURL(hits) { blackHole(try? trellis.match($0).parameters.string("id")) } },
            peerRun: {
                perURL(hits) { url in
                    var parameters = Parameters()
                    blackHole(vapor.route(path: vaporPath(url), parameters: &parameters))
                    blackHole(parameters.get("id"))
                }
            }),
        BenchmarkCase(
            "match-1000-routes-miss", kind: .peer, peer: "routing-kit-4.9",
            trellis: { perURL(misses) { blackHole(try? trellis.match($0)) } },
            peerRun: {
                perURL(misses) { url in
                    var parameters = Parameters()
                    blackHole(vapor.route(path: vaporPath(url), parameters: &parameters))
                }
            }),
        routerFuzzCase(quick: quick),
    ]
}

/// The path segments of `scheme://host/a/b` as Vapor hands them to routing-kit: split on
/// `/`, empty pieces dropped, the scheme left out (the host is the first segment, as in
/// TrellisShell's patterns).
@inline(never)
func vaporPath(_ url: String) -> [String] {
    url.split(separator: "/").dropFirst().map(String.init)
}
