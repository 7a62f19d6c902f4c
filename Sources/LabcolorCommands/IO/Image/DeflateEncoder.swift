/// Compresses bytes as DEFLATE blocks (RFC 1951): LZ77 matches found through hash chains,
/// each block written stored, with the fixed codes or with codes made for it, whichever is
/// smallest.
///
/// Matching is greedy: at each position the longest match within the last 32 KiB (following
/// at most `maximumChainLength` earlier positions with the same three bytes) is taken if it
/// is at least 3 bytes long, otherwise a literal. Every position is entered in the hash
/// chains, inside matches too. Blocks end every `blockInputSize` bytes of input (at the end
/// of the match that crosses it); the last one has BFINAL set.
///
///     var writer = BitWriter()
///     DeflateEncoder.encode(bytes, into: &writer)  // then writer.alignToByte()
enum DeflateEncoder {
  /// The bytes of input per block.
  static let blockInputSize = 128 * 1024
  /// The earlier positions tried per match search.
  static let maximumChainLength = 16
  /// The window: how far back a match may start.
  static let windowSize = 32 * 1024
  /// The shortest and longest matches DEFLATE can code.
  static let matchLengths = 3...258

  /// Appends `input` as DEFLATE blocks to `writer`; empty input gives one empty final
  /// block.
  static func encode(_ input: UnsafeBufferPointer<UInt8>, into writer: inout BitWriter) {
    let matcher = Matcher(input)
    var tokens: [Token] = []
    tokens.reserveCapacity(blockInputSize)
    var blockStart = 0
    repeat {
      tokens.removeAll(keepingCapacity: true)
      let blockEnd = matcher.tokens(
        upTo: min(input.count, blockStart + blockInputSize), into: &tokens)
      let data = UnsafeBufferPointer(rebasing: input[blockStart..<blockEnd])
      Block(tokens: tokens).write(data, isFinal: blockEnd == input.count, into: &writer)
      blockStart = blockEnd
    } while blockStart < input.count
  }

  /// A literal byte, or a match of `length` bytes `distance` back, in one word:
  /// `length << 16 | distance`, or the byte with length 0.
  struct Token: Hashable {
    let bits: UInt32

    /// A literal byte.
    init(literal: UInt8) { bits = UInt32(literal) }

    /// A match.
    init(length: Int, distance: Int) { bits = UInt32(length) << 16 | UInt32(distance) }

    /// The match length, 0 for a literal.
    var length: Int { Int(bits >> 16) }
    /// The distance of a match, or the byte of a literal.
    var distance: Int { Int(bits & 0xFFFF) }
  }

  /// Finds matches with hash chains over the whole input.
  final class Matcher {
    private let input: UnsafeBufferPointer<UInt8>
    /// The last position of each hash of three bytes, or −1.
    private let head: UnsafeMutableBufferPointer<Int32>
    /// The previous position with the same hash, by position modulo the window.
    private let previous: UnsafeMutableBufferPointer<Int32>
    /// The next position to tokenize.
    private var position = 0
    /// Positions below this are in the hash chains.
    private var hashed = 0

    private static let hashBits = 15

    /// A matcher over `input`, which must outlive it.
    init(_ input: UnsafeBufferPointer<UInt8>) {
      self.input = input
      head = .allocate(capacity: 1 << Self.hashBits)
      head.initialize(repeating: -1)
      previous = .allocate(capacity: DeflateEncoder.windowSize)
      previous.initialize(repeating: -1)
    }

    deinit {
      head.deallocate()
      previous.deallocate()
    }

    /// Appends tokens from the current position until at least `end` (a match may run
    /// past it); returns the position reached.
    func tokens(upTo end: Int, into tokens: inout [Token]) -> Int {
      let count = input.count
      let windowMask = DeflateEncoder.windowSize - 1
      while position < end {
        var bestLength = 0
        var bestDistance = 0
        if position + 2 < count {
          insert(upTo: position + 1)
          var candidate = Int(previous[position & windowMask])
          var chain = DeflateEncoder.maximumChainLength
          let limit = min(DeflateEncoder.matchLengths.upperBound, count - position)
          while candidate >= 0, position - candidate <= DeflateEncoder.windowSize, chain > 0 {
            if input[candidate + bestLength] == input[position + bestLength] {
              var length = 0
              while length < limit, input[candidate + length] == input[position + length] {
                length += 1
              }
              if length > bestLength {
                bestLength = length
                bestDistance = position - candidate
                if length == limit { break }
              }
            }
            let next = Int(previous[candidate & windowMask])
            guard next < candidate else { break }
            candidate = next
            chain -= 1
          }
        }
        if bestLength >= DeflateEncoder.matchLengths.lowerBound {
          tokens.append(Token(length: bestLength, distance: bestDistance))
          position += bestLength
        } else {
          tokens.append(Token(literal: input[position]))
          position += 1
        }
      }
      return position
    }

    /// Enters every position below `end` (that has three bytes) in the hash chains.
    @inline(__always)
    private func insert(upTo end: Int) {
      let last = min(end, input.count - 2)
      while hashed < last {
        let hash =
          (Int(input[hashed]) << 10 ^ Int(input[hashed + 1]) << 5 ^ Int(input[hashed + 2]))
          & ((1 << Self.hashBits) - 1)
        previous[hashed & (DeflateEncoder.windowSize - 1)] = head[hash]
        head[hash] = Int32(hashed)
        hashed += 1
      }
    }
  }
}
