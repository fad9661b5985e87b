import Testing
import TrellisTestSupport

@testable import TrellisSolver

@Suite("Block pool")
struct BlockPoolTests {
    @Test func capacitiesFillPowerOfTwoBlocks() {
        #expect(BlockPool.capacity(for: 0, stride: 16) == 2)
        #expect(BlockPool.capacity(for: 1, stride: 16) == 2)
        #expect(BlockPool.capacity(for: 3, stride: 16) == 4)
        #expect(BlockPool.capacity(for: 4, stride: 16) == 4)
        #expect(BlockPool.capacity(for: 5, stride: 4) == 8)
        #expect(BlockPool.capacity(for: 9, stride: 4) == 16)
        #expect(BlockPool.capacity(for: 1_025, stride: 16) == 2_048)
    }

    @Test func aFreedBlockIsTheNextOfItsSize() {
        let pool = BlockPool()
        defer { pool.release() }
        let first = pool.allocate(bytes: 64)
        let other = pool.allocate(bytes: 128)
        pool.free(first, bytes: 64)
        #expect(pool.allocate(bytes: 128) != first)
        #expect(pool.allocate(bytes: 64) == first)
        pool.free(other, bytes: 128)
    }

    @Test func whatAChunkHasLeftGoesToTheFreeLists() {
        let pool = BlockPool()
        defer { pool.release() }
        // The first chunk is 4 KiB: 2,048 + 1,024 + 512 leave 512 in it.
        let start = pool.allocate(bytes: 2_048)
        _ = pool.allocate(bytes: 1_024)
        _ = pool.allocate(bytes: 512)
        let next = pool.allocate(bytes: 1_024)  // does not fit: a new chunk
        #expect(next < start || next >= start + 4_096)
        #expect(pool.allocate(bytes: 512) == start + 3_584)
    }

    @Test func largeBlocksComeFromTheSystem() {
        let pool = BlockPool()
        defer { pool.release() }
        let large = pool.allocate(bytes: 1 << 16)
        large.storeBytes(of: 7, toByteOffset: (1 << 16) - 8, as: Int.self)
        pool.free(large, bytes: 1 << 16)
        // The pool kept no chunk for it: the next small block starts the first chunk.
        #expect(pool.state.pointee.chunks.count == 0)
        _ = pool.allocate(bytes: 32)
        #expect(pool.state.pointee.chunks.count == 1)
    }

    @Test func pastItsBudgetThePoolHandsOutMallocBlocks() {
        let pool = BlockPool()
        defer { pool.release() }
        var blocks: [UnsafeMutableRawPointer] = []
        for _ in 0..<40 { blocks.append(pool.allocate(bytes: 1 << 14)) }  // 640 KiB asked
        #expect(pool.state.pointee.chunkBytes <= BlockPool.chunkBudget)
        let pooled = blocks.filter(pool.owns)
        #expect(pooled.count >= 8 && pooled.count < blocks.count)
        #expect(!pool.owns(blocks[blocks.count - 1]))
        // A freed malloc block goes back to malloc, not to a free list.
        pool.free(blocks.removeLast(), bytes: 1 << 14)
        #expect(pool.owns(pool.allocate(bytes: 1 << 14)) == false)
        for block in blocks { pool.free(block, bytes: 1 << 14) }
        // Freed pooled blocks are handed out again.
        #expect(pool.owns(pool.allocate(bytes: 1 << 14)))
    }

    /// Seeded runs of allocations and frees of every size, past the budget too: a new
    /// block never overlaps a live one, and each live block, filled with its own number,
    /// still holds it when the run ends.
    @Test(arguments: 0..<30)
    func liveBlocksNeverOverlap(seed: Int) {
        var random = SeededGenerator(seed: UInt64(seed))
        let pool = BlockPool()
        defer { pool.release() }
        var live: [(block: UnsafeMutableRawPointer, bytes: Int, tag: UInt8)] = []
        for step in 0..<600 {
            if !live.isEmpty && Int.random(in: 0..<3, using: &random) == 0 {
                let victim = live.remove(at: Int.random(in: 0..<live.count, using: &random))
                pool.free(victim.block, bytes: victim.bytes)
                continue
            }
            let bytes = 1 << Int.random(in: 5...16, using: &random)
            let block = pool.allocate(bytes: bytes)
            if let other = live.first(where: { block < $0.block + $0.bytes && $0.block < block + bytes }) {
                Issue.record("seed \(seed), step \(step): a block of \(bytes) bytes overlaps a live one of \(other.bytes)")
                return
            }
            let tag = UInt8(truncatingIfNeeded: step)
            block.initializeMemory(as: UInt8.self, repeating: tag, count: bytes)
            live.append((block, bytes, tag))
        }
        for entry in live {
            let bytes = UnsafeRawBufferPointer(start: entry.block, count: entry.bytes)
            #expect(bytes.first == entry.tag && bytes.last == entry.tag, "seed \(seed): a live block was overwritten")
            pool.free(entry.block, bytes: entry.bytes)
        }
    }
}
