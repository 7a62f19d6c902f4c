import Foundation
import LabColor
import Testing

@Suite("RGB8 hex")
struct RGB8HexTests {
  // MARK: - Formatting

  @Test func hexIsLowercaseWithLeadingZeros() {
    #expect(RGB8(red: 0x66, green: 0x33, blue: 0x99).hex == "#663399")
    #expect(RGB8(red: 0, green: 0, blue: 0).hex == "#000000")
    #expect(RGB8(red: 255, green: 255, blue: 255).hex == "#ffffff")
    #expect(RGB8(red: 0xAB, green: 0x0C, blue: 0x0D).hex == "#ab0c0d")
  }

  @Test func appendHexWritesTheSameBytes() {
    var output: [UInt8] = Array("x=".utf8)
    RGB8(red: 0xF0, green: 0xF8, blue: 0xFF).appendHex(to: &output)
    #expect(String(decoding: output, as: UTF8.self) == "x=#f0f8ff")
  }

  // MARK: - Parsing

  @Test func parsesSixAndThreeDigitsInAnyCase() throws {
    #expect(try RGB8(hex: "#663399") == RGB8(red: 0x66, green: 0x33, blue: 0x99))
    #expect(try RGB8(hex: "#F0f8FF") == RGB8(red: 0xF0, green: 0xF8, blue: 0xFF))
    #expect(try RGB8(hex: "#abc") == RGB8(red: 0xAA, green: 0xBB, blue: 0xCC))
    #expect(try RGB8(hex: "  #FFF\t") == RGB8(red: 255, green: 255, blue: 255))
  }

  @Test func acceptsOpaqueAlphaDigitsOnly() throws {
    #expect(try RGB8(hex: "#abcf") == RGB8(red: 0xAA, green: 0xBB, blue: 0xCC))
    #expect(try RGB8(hex: "#aabbccFF") == RGB8(red: 0xAA, green: 0xBB, blue: 0xCC))
    let eightDigits = #expect(throws: ColorParseError.self) { try RGB8(hex: "#aabbcc80") }
    #expect(
      eightDigits?.description
        == "alpha must be 1 or 100% at column 8, found \"80\" (an 8-bit RGB value has no alpha)")
    let fourDigits = #expect(throws: ColorParseError.self) { try RGB8(hex: "#abc0") }
    #expect(fourDigits?.reason == .unsupportedAlpha && fourDigits?.column == 5)
  }

  @Test(
    arguments: [
      ("#12", "expected 3, 4, 6 or 8 hex digits after \"#\" at column 2, found \"12\""),
      ("#", "expected 3, 4, 6 or 8 hex digits after \"#\" at column 2, found end of input"),
      ("#12345g", "expected 3, 4, 6 or 8 hex digits after \"#\" at column 2, found \"12345g\""),
      ("#1234567", "expected 3, 4, 6 or 8 hex digits after \"#\" at column 2, found \"1234567\""),
      (
        "#abcdefabc",
        "expected 3, 4, 6 or 8 hex digits after \"#\" at column 2, found \"abcdefabc\""
      ),
      ("#abc x", "expected end of input after the hex digits at column 6, found \"x\""),
      ("abc", "expected \"#\" at column 1, found \"abc\""),
      ("", "expected \"#\" at column 1, found end of input"),
    ])
  func malformedHexIsReportedWithItsColumn(text: String, message: String) {
    let error = #expect(throws: ColorParseError.self) { try RGB8(hex: text) }
    #expect(error?.description == message)
  }

  // MARK: - Round trips

  /// hex → Lab → hex for `count` colors drawn with `seed` (or all of them).
  static func hexRoundTripFailures(white: WhitePoint, colors: some Sequence<UInt32>) -> [String] {
    var failures: [String] = []
    for value in colors {
      let rgb = RGB8(
        red: UInt8(truncatingIfNeeded: value >> 16), green: UInt8(truncatingIfNeeded: value >> 8),
        blue: UInt8(truncatingIfNeeded: value))
      let lab = Lab(SRGB(rgb), white: white)
      let back = RGB8(SRGB(lab, white: white))
      if back != rgb, failures.count < 10 { failures.append("\(rgb.hex) → \(back.hex)") }
    }
    return failures
  }

  @Test(arguments: WhitePoint.allCases)
  func hexToLabToHexIsExactOnASeededSample(white: WhitePoint) {
    var generator = SeededGenerator(seed: 41)
    let sample = (0..<100_000).map { _ in UInt32.random(in: 0...0xFF_FFFF, using: &generator) }
    let corners: [UInt32] = [
      0x00_0000, 0xFF_FFFF, 0xFF_0000, 0x00_FF00, 0x00_00FF, 0x01_0101, 0xFE_FEFE,
    ]
    #expect(RGB8HexTests.hexRoundTripFailures(white: white, colors: sample + corners) == [])
  }

  /// All 16,777,216 colors. Slow in a debug build; run it with
  /// `LABCOLOR_FULL_SWEEP=1 swift test -c release --filter fullSweep`.
  @Test(
    .enabled(if: ProcessInfo.processInfo.environment["LABCOLOR_FULL_SWEEP"] == "1"),
    arguments: WhitePoint.allCases)
  func fullSweepHexToLabToHexIsExact(white: WhitePoint) {
    #expect(RGB8HexTests.hexRoundTripFailures(white: white, colors: 0...UInt32(0xFF_FFFF)) == [])
  }
}
