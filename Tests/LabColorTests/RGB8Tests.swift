import LabColor
import Testing

@Suite("RGB8")
struct RGB8Tests {
  @Test func quantizationOfSpecialValues() {
    #expect(RGB8.quantize(0) == 0)
    #expect(RGB8.quantize(-0.0) == 0)
    #expect(RGB8.quantize(1) == 255)
    #expect(RGB8.quantize(-0.1) == 0)
    #expect(RGB8.quantize(1.5) == 255)
    #expect(RGB8.quantize(.nan) == 0)
    #expect(RGB8.quantize(.infinity) == 255)
    #expect(RGB8.quantize(-.infinity) == 0)
  }

  @Test func halvesRoundAwayFromZero() {
    // 0.5 × 255 = 127.5 exactly: round half away from zero gives 128.
    #expect(RGB8.quantize(0.5) == 128)
    let c = 254.5 / 255
    #expect(c * 255 == 254.5)
    #expect(RGB8.quantize(c) == 255)
  }

  @Test func aHalfThatAConversionLeftAnUlpShortStillRoundsUp() {
    // hsl(0 0% 50%) is exactly 127.5 / 255; through L*a*b* and back it comes out as
    // 0.49999999999999994, and must still be 128 (WPT: hsl(120 0% 50%) is 128).
    #expect(RGB8.quantize(0.5.nextDown) == 128)
    #expect(RGB8.quantize((254.5 / 255).nextDown) == 255)
    // A value a person writes short of the half is not a half: 127.4999999 is 127.
    #expect(RGB8.quantize(127.499_999_9 / 255) == 127)
    #expect(RGB8.quantize(0.499_999_9) == 127)
  }

  @Test func everyEightBitValueRoundTripsThroughSRGB() {
    for value in 0...255 {
      let byte = UInt8(value)
      let rgb = RGB8(red: byte, green: 255 - byte, blue: byte / 2)
      #expect(RGB8(SRGB(rgb)) == rgb)
    }
  }

  @Test func sRGBOfEightBitIsTheValueOver255() {
    let srgb = SRGB(RGB8(red: 51, green: 102, blue: 255))
    #expect(srgb == SRGB(red: 0.2, green: 0.4, blue: 1))
  }

  @Test func outOfGamutColorsQuantizeToTheirClippedNeighbor() {
    let vivid = SRGB(red: 1.2, green: -0.3, blue: 0.5)
    #expect(RGB8(vivid) == RGB8(vivid.clipped()))
    #expect(RGB8(vivid) == RGB8(red: 255, green: 0, blue: 128))
  }
}
