import CatsServerKit
import Testing

@Suite struct FailureDiceTests {
    func draws(_ dice: FailureDice, _ count: Int) async -> [Bool] {
        var draws: [Bool] = []
        for _ in 0..<count { draws.append(await dice.nextFails()) }
        return draws
    }

    @Test("the fraction that fails is close to the rate", arguments: [0.05, 0.3, 0.5, 0.9])
    func fraction(_ rate: Double) async {
        let fails = await draws(FailureDice(rate: rate, seed: 11), 10_000).filter { $0 }.count
        #expect(abs(Double(fails) / 10_000 - rate) < 0.02, "\(fails) of 10000 at \(rate)")
    }

    @Test func theSameSeedDrawsTheSameAndAnotherDoesNot() async {
        let first = await draws(FailureDice(rate: 0.5, seed: 3), 64)
        #expect(await draws(FailureDice(rate: 0.5, seed: 3), 64) == first)
        #expect(await draws(FailureDice(rate: 0.5, seed: 4), 64) != first)
    }

    @Test func zeroNeverFailsAndOneAlwaysDoes() async {
        #expect(await draws(FailureDice(rate: 0, seed: 1), 1000).allSatisfy { !$0 })
        #expect(await draws(FailureDice(rate: 1, seed: 1), 1000).allSatisfy { $0 })
    }
}
