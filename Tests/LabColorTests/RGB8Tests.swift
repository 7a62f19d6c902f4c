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
    #expect(RGB8.quantize(0.5.nextDown) == 127)
    let c = 254.5 / 255
    #expect(c * 255 == 254.5)
    #expect(RGB8.quantize(c) == 255)
    #expect(RGB8.quantize(c.nextDown) == 254)
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
