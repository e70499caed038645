package hall

import "testing"

// The QR code's link gives back what it was made of, and a link with a part missing or of
// another scheme is refused.
func TestJoinLinkRoundTrip(t *testing.T) {
	link := JoinLink("mqtt://192.0.2.7:1883", "spring-open", "plum & blossom=1")
	b, e, s, err := ParseJoinLink(link)
	if err != nil || b != "mqtt://192.0.2.7:1883" || e != "spring-open" || s != "plum & blossom=1" {
		t.Fatalf("%s → %q %q %q %v", link, b, e, s, err)
	}
	for _, bad := range []string{"https://example.org/?event=x", "goref-hall:?broker=mqtt://h&event=x", "goref-hall:?broker=http://h&event=x&secret=s",
		"goref-hall:?broker=mqtt://h&event=a/b&secret=s"} {
		if _, _, _, err := ParseJoinLink(bad); err == nil {
			t.Errorf("%s was taken", bad)
		}
	}
}
