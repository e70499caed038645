package main

import (
	"image"
	"image/color"
	"image/png"
	"log"
	"math"
	"os"
)

const size = 512

func main() {
	img := image.NewRGBA(image.Rect(0, 0, size, size))
	for y := 0; y < size; y++ {
		for x := 0; x < size; x++ {
			img.Set(x, y, pixel(float64(x)+0.5, float64(y)+0.5))
		}
	}
	write("assets/icon.png", img)
	write("assets/icon-128.png", shrink(img, 4))
}

func write(path string, img image.Image) {
	f, err := os.Create(path)
	if err != nil {
		log.Fatal(err)
	}
	if err := png.Encode(f, img); err != nil {
		log.Fatal(err)
	}
	if err := f.Close(); err != nil {
		log.Fatal(err)
	}
}

// shrink averages each k×k block (the pixels are premultiplied, so averaging is right).
func shrink(src *image.RGBA, k int) *image.RGBA {
	n := src.Rect.Dx() / k
	dst := image.NewRGBA(image.Rect(0, 0, n, n))
	for y := 0; y < n; y++ {
		for x := 0; x < n; x++ {
			var sum [4]int
			for dy := 0; dy < k; dy++ {
				for dx := 0; dx < k; dx++ {
					c := src.RGBAAt(x*k+dx, y*k+dy)
					sum[0], sum[1], sum[2], sum[3] = sum[0]+int(c.R), sum[1]+int(c.G), sum[2]+int(c.B), sum[3]+int(c.A)
				}
			}
			kk := k * k
			dst.SetRGBA(x, y, color.RGBA{uint8(sum[0] / kk), uint8(sum[1] / kk), uint8(sum[2] / kk), uint8(sum[3] / kk)})
		}
	}
	return dst
}

// pixel layers: wood in a rounded square, grid lines, stones with shading.
func pixel(x, y float64) color.RGBA {
	out := [4]float64{}
	// Rounded square, radius 90, inset 16.
	d := roundedBox(x-size/2, y-size/2, size/2-16, 90)
	cover := clamp(0.5 - d)
	if cover == 0 {
		return color.RGBA{}
	}
	grain := math.Pow(0.5+0.5*math.Sin(x/size*40+2.2*math.Sin(y/size*3+x/size*2)), 6)
	wood := mix([3]float64{234, 192, 120}, [3]float64{196, 140, 72}, 0.15+0.4*grain)
	for i := 0; i < 3; i++ {
		out[i] = wood[i]
	}
	// Grid: the corner of a board, lines every 96 px from 112.
	lineCover := 0.0
	for k := 0; k < 4; k++ {
		p := 112 + 96*float64(k)
		if y >= 100 {
			lineCover = math.Max(lineCover, clamp(3.5-math.Abs(x-p)))
		}
		if x >= 100 {
			lineCover = math.Max(lineCover, clamp(3.5-math.Abs(y-p)))
		}
	}
	if x < 108 || y < 108 {
		lineCover = 0
	}
	lineCover = math.Max(lineCover, clamp(10-math.Hypot(x-304, y-304)))
	blend(&out, [3]float64{25, 18, 10}, lineCover)
	stone(&out, x, y, 208, 208, 44, true)
	stone(&out, x, y, 304, 400, 44, false)
	stone(&out, x, y, 400, 304, 44, true)
	return color.RGBA{uint8(out[0] * cover), uint8(out[1] * cover), uint8(out[2] * cover), uint8(255 * cover)}
}

func stone(out *[4]float64, x, y, cx, cy, r float64, black bool) {
	dx, dy := (x-cx)/r, (y-cy)/r
	d := math.Hypot(dx, dy)
	// Shadow below right.
	sd := math.Hypot(x-cx-5, y-cy-7) - r
	blend(out, [3]float64{40, 25, 10}, 0.45*clamp(-sd/8+0.5))
	a := clamp(r - d*r + 0.5)
	if a == 0 {
		return
	}
	z := math.Sqrt(math.Max(0, 1-d*d)) * 1.6
	l := math.Sqrt(dx*dx + dy*dy + z*z)
	nx, ny, nz := dx/l, dy/l, z/l
	diff := math.Max(0, -0.45*nx-0.55*ny+0.7*nz)
	spec := math.Pow(math.Max(0, -0.24*nx-0.29*ny+0.93*nz), 20)
	var c [3]float64
	if black {
		v := 18 + 34*diff*diff + 95*spec
		c = [3]float64{v, v, v + 3}
	} else {
		k := 0.8 + 0.2*diff
		c = [3]float64{240*k + 25*spec, 238*k + 25*spec, 228*k + 25*spec}
	}
	blend(out, c, a)
}

func roundedBox(x, y, half, r float64) float64 {
	qx, qy := math.Abs(x)-half+r, math.Abs(y)-half+r
	return math.Hypot(math.Max(qx, 0), math.Max(qy, 0)) + math.Min(math.Max(qx, qy), 0) - r
}

func blend(out *[4]float64, c [3]float64, a float64) {
	for i := 0; i < 3; i++ {
		out[i] = out[i]*(1-a) + math.Min(255, c[i])*a
	}
}

func mix(a, b [3]float64, t float64) [3]float64 {
	return [3]float64{a[0] + (b[0]-a[0])*t, a[1] + (b[1]-a[1])*t, a[2] + (b[2]-a[2])*t}
}

func clamp(v float64) float64 { return math.Min(math.Max(v, 0), 1) }
