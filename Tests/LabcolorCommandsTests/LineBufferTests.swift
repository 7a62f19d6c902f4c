import LabColor
import Testing

@testable import LabcolorCommands

private func formatted(_ build: (inout LineBuffer) -> Void) -> String {
  var line = LineBuffer()
  build(&line)
  return line.text
}

@Suite struct LineBufferTests {
  @Test func specialNumbersFirst() {
    let cases: [(Double, String)] = [
      (0, "0"), (-0.0, "0"), (1, "1"), (-20, "-20"), (100, "100"), (0.1, "0.1"),
      (-0.5, "-0.5"), (1e-7, "1e-07"), (1e16, "1e+16"),
      (9_007_199_254_740_991, "9007199254740991"),  // 2^53 − 1: still an integer
      (9_007_199_254_740_992, "9007199254740992.0"),  // 2^53: Swift's description
      (.nan, "nan"), (-.nan, "nan"), (.signalingNaN, "nan"),
      (Double(nan: 0x1234, signaling: false), "nan"), (.infinity, "inf"), (-.infinity, "-inf"),
      (.leastNonzeroMagnitude, "5e-324"), (.greatestFiniteMagnitude, "1.7976931348623157e+308"),
    ]
    for (value, text) in cases {
      #expect(formatted { $0.append(number: value) } == text, "\(value)")
      #expect(formatted { $0.append(number: value) } == NumberFormat.string(value), "\(value)")
    }
  }

  @Test func randomNumbersMatchNumberFormatAndReadBack() {
    let seed: UInt64 = 0x1AB_C0A3
    var generator = SplitMix64(seed: seed)
    for _ in 0..<10_000 {
      let value: Double
      switch Int.random(in: 0..<3, using: &generator) {
      case 0: value = Double(Int.random(in: -1_000_000...1_000_000, using: &generator))
      case 1: value = Double.random(in: -200...200, using: &generator)
      default: value = Double(bitPattern: UInt64.random(in: 0...UInt64.max, using: &generator))
      }
      let text = formatted { $0.append(number: value) }
      #expect(text == NumberFormat.string(value), "seed \(seed): \(value)")
      if value.isFinite { #expect(Double(text) == value, "seed \(seed): \(value)") }
    }
  }

  @Test func integers() {
    for value in [0, 7, 10, 99, 100, 255, -1, -255, Int.max, Int.min] {
      #expect(formatted { $0.append(integer: value) } == String(value))
    }
  }

  @Test func jsonNumbersAreNullWhenNotFinite() {
    #expect(formatted { $0.append(jsonNumber: 0.25) } == "0.25")
    #expect(formatted { $0.append(jsonNumber: .nan) } == "null")
    #expect(formatted { $0.append(jsonNumber: -.infinity) } == "null")
  }

  @Test func jsonStringsEscapeQuotesBackslashesAndControls() {
    #expect(formatted { $0.append(jsonString: "#986b78") } == ##""#986b78""##)
    #expect(
      formatted { $0.append(jsonString: "a\"b\\c\nd\te\r\u{1}\u{7F}é") }
        == #""a\"b\\c\nd\te\r\u0001\u007fé""#)
  }

  @Test func hexAsciiAndText() {
    let text = formatted {
      $0.append(hex: RGB8(red: 152, green: 107, blue: 120))
      $0.append(ascii: " ")
      $0.append("ok")
      $0.append(byte: UInt8(ascii: "\n"))
    }
    #expect(text == "#986b78 ok\n")
  }

  @Test func printGoesThroughTheStream() {
    var line = LineBuffer()
    print(0.5, "x", separator: "|", terminator: "", to: &line)
    #expect(line.text == "0.5|x")
  }

  @Test func growsPastItsCapacityKeepingEveryByte() {
    var line = LineBuffer(capacity: 1)
    var expected: [UInt8] = []
    for index in 0..<5_000 {
      let piece = Array("\(index),".utf8)
      piece.withUnsafeBytes { line.append(bytes: $0) }
      expected += piece
    }
    #expect(line.count == expected.count)
    #expect(line.bytes == expected)
    line.removeAll()
    #expect(line.isEmpty)
    line.append(ascii: "after")
    #expect(line.text == "after")
  }

  @Test func copiesAreIndependent() {
    var original = LineBuffer()
    original.append(ascii: "shared")
    var copy = original
    copy.append(ascii: " copy")
    original.append(ascii: " original")
    #expect(copy.text == "shared copy")
    #expect(original.text == "shared original")
    var emptied = original
    emptied.removeAll()
    emptied.append(ascii: "x")
    #expect(original.text == "shared original")
    #expect(emptied.text == "x")
  }

  @Test func longestNumbersAndIntegers() {
    #expect(formatted { $0.append(number: -2.2250738585072014e-308) } == "-2.2250738585072014e-308")
    #expect(formatted { $0.append(number: -1.7976931348623157e308) } == "-1.7976931348623157e+308")
    #expect(formatted { $0.append(integer: Int.min) } == "-9223372036854775808")
    #expect(formatted { $0.append(number: 123.456, precision: 4) } == "123.5")
  }
}
