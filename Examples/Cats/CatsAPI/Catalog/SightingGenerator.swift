/// Sightings made up from a seed, the same on every machine: the app seeds its database with
/// them on first run and `cats-server` serves the same ones, so ids agree on both sides.
///
/// Every seventh breed (ids 7, 14, …) has none, so the detail screen's "No Sightings"
/// placeholder is there to see; the others have 1–20.
///
/// ```swift
/// let sightings = SightingGenerator().sightings(for: breeds)
/// ```
public struct SightingGenerator: Sendable {
    /// The seed; the same seed gives the same sightings.
    public var seed: UInt64

    public init(seed: UInt64 = 2026) { self.seed = seed }

    /// Places a sighting may be at.
    static let places = [
        "Lisbon, Alfama", "Kyoto, Gion", "Istanbul, Cihangir", "Reykjavík, harbour", "Marrakesh, medina",
        "Valletta, Upper Barrakka", "Hydra, the port", "Montréal, Plateau", "Oaxaca, Jalatlaco", "Hanoi, Old Quarter",
        "Tbilisi, Sololaki", "Bergen, Bryggen", "Naples, Quartieri Spagnoli", "Cape Town, Bo-Kaap", "Tokyo, Yanaka",
    ]
    /// What people wrote.
    static let notes = [
        "asleep on a warm car bonnet", "followed us for two streets", "guarding a fish stall",
        "on a windowsill, unimpressed", "playing with a bottle cap", "stretched across the doorway",
        "watching the pigeons", "curled in a flower box", "begging politely at a café", "on the church steps",
    ]

    /// Every sighting of every breed, ids from 1, breed by breed in the order given.
    ///
    /// - Complexity: O(*n*) in the number of sightings made.
    public func sightings(for breeds: [Breed]) -> [Sighting] {
        var all: [Sighting] = []
        var nextID: Int64 = 1
        for breed in breeds {
            var random = SplitMix64(seed: seed ^ UInt64(bitPattern: breed.id) &* 0x9E37_79B9_7F4A_7C15)
            let count = breed.id % 7 == 0 ? 0 : Int(random.next() % 20) + 1
            for _ in 0..<count {
                let place = Self.places[Int(random.next() % UInt64(Self.places.count))]
                let note = Self.notes[Int(random.next() % UInt64(Self.notes.count))]
                let month = Int(random.next() % 12) + 1
                let day = Int(random.next() % 28) + 1
                let seenOn = "2026-\(month < 10 ? "0" : "")\(month)-\(day < 10 ? "0" : "")\(day)"
                all.append(Sighting(id: nextID, breedID: breed.id, place: place, seenOn: seenOn, note: note))
                nextID += 1
            }
        }
        return all
    }
}

/// Sebastiano Vigna's SplitMix64: a tiny generator whose sequence is fixed by its seed.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
