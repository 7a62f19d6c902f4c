import LabColor
import Testing

@testable import LabcolorCommands

/// The fast path's output for `text`, or `nil` when it leaves the line to the general path.
private func fast(_ text: String, white: WhitePoint = .d65) -> String? {
  var buffer = LineBuffer()
  let taken = Array(text.utf8).withUnsafeBufferPointer {
    BareTripleHex(white: white).convert($0, into: &buffer)
  }
  if !taken { #expect(buffer.bytes.isEmpty, "\(text)") }
  return taken ? buffer.text : nil
}

/// The general path's output for `text`.
private func general(_ text: String, white: WhitePoint = .d65) -> String {
  var buffer = LineBuffer()
  _ = Array(text.utf8).withUnsafeBufferPointer {
    ColorConverter(format: .hex, white: white).convertLine(
      $0, parser: ColorParser(bareTriples: .lab, white: white), into: &buffer)
  }
  return buffer.text
}

@Suite struct BareTripleHexTests {
  @Test func publishedColors() {
    // lab(50 20 0) relative to D65 is #986b78; L* 50 gray #777777; white and black (ColorAide).
    #expect(fast("50 20 0") == "#986b78\n")
    #expect(fast("50 0 0") == "#777777\n")
    #expect(fast("100 0 0") == "#ffffff\n")
    #expect(fast("0 0 0") == "#000000\n")
  }

  @Test func plainTriplesInEverySeparatorTakeTheFastPathWithTheGeneralPathsBytes() {
    for line in [
      "50 20 0", "50,20,0", "50, 20, 0", "50 ,20 ,0", "\t50\t-20\t5.5\t", "  50   20   0  ",
      "50 20 0\r", "-0 -0 -0", "+50 +20 -0", "0.5 .5 -.5", "100 127.9999 -128.0001",
      "12.34567890123456 1 2", "99.99999999 -99.999999999 0.000000001",
    ] {
      let taken = fast(line)
      #expect(taken != nil, "\(line)")
      #expect(taken == general(line), "\(line)")
      #expect(fast(line, white: .d50) == general(line, white: .d50), "\(line)")
    }
  }

  @Test func anythingElseIsLeftToTheGeneralPath() {
    for line in [
      "", "# comment", "#336699", "rebeccapurple", "lab(50 20 0)", "1e1 0 0", "50 20",
      "50 20 0 0", "100.0000001 0 0", "-1 0 0", "50. 20 0", "50 20 0x", "50;20;0",
      "12345678901234567890 0 0", "12.345678901234567 1 2", "0.00000000000000000000001 0 0",
      "50 20 0 # note",
      "5\u{0}0 20 0", "٥٠ 20 0",
    ] {
      #expect(fast(line) == nil, "\(line)")
    }
  }

  @Test func randomTriplesMatchTheGeneralPath() {
    let seed: UInt64 = 0x1AB_C0C3
    var generator = SplitMix64(seed: seed)
    for _ in 0..<20_000 {
      let digits = Int(generator.next() % 7)
      func numeral(_ range: ClosedRange<Double>) -> String {
        let value = Double.random(in: range, using: &generator)
        let scale = Double((0..<digits).reduce(1) { power, _ in power * 10 })
        return "\((value * scale).rounded() / scale)"
      }
      let line = "\(numeral(0...100)) \(numeral(-160...160)) \(numeral(-160...160))"
      #expect(fast(line) == general(line), "seed \(seed): \(line)")
    }
  }
}
