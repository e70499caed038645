package halltest

import (
	"net"
	"sync"
)

// Proxy is a TCP relay on the loopback that can cut the network: while cut it drops every
// connection through it and refuses new ones, as a pulled cable or a dead switch would; while
// frozen it keeps them open and lets nothing through. The
// fault runs put it between the tables and the broker.
type Proxy struct {
	ln     net.Listener
	target string
	mu     sync.Mutex
	cut    bool
	frozen bool
	deaf   bool // the target's replies are swallowed, the client's bytes still pass
	held   int  // bytes swallowed while frozen or deaf
	conns  map[net.Conn]bool
}

// StartProxy relays connections to target.
func StartProxy(target string) (*Proxy, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, err
	}
	p := &Proxy{ln: ln, target: target, conns: map[net.Conn]bool{}}
	go p.serve()
	return p, nil
}

// Addr is where to connect instead of the target.
func (p *Proxy) Addr() string { return p.ln.Addr().String() }

// Cut drops every connection and refuses new ones until Mend.
func (p *Proxy) Cut() {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.cut = true
	for c := range p.conns {
		c.Close()
	}
	p.conns = map[net.Conn]bool{}
}

// Mend lets connections through again.
func (p *Proxy) Mend() {
	p.mu.Lock()
	p.cut, p.frozen, p.deaf = false, false, false
	p.mu.Unlock()
}

// Freeze keeps the connections open but lets nothing through (a cable pulled somewhere down
// the line: no reset, no answer), until Cut or Mend.
func (p *Proxy) Freeze() {
	p.mu.Lock()
	p.frozen = true
	p.mu.Unlock()
}

// Deafen lets the client's bytes reach the target but swallows every reply (the broker got the
// table's publish, its acknowledgement never came back), until Cut or Mend.
func (p *Proxy) Deafen() {
	p.mu.Lock()
	p.deaf = true
	p.mu.Unlock()
}

// Held is how many bytes the proxy swallowed while frozen.
func (p *Proxy) Held() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.held
}

// pass copies from src to dst, swallowing what comes while the proxy is frozen, and while it is
// deaf if this is the target's side (reply).
func (p *Proxy) pass(dst, src net.Conn, reply bool) {
	buf := make([]byte, 32<<10)
	for {
		n, err := src.Read(buf)
		if n > 0 {
			p.mu.Lock()
			frozen := p.frozen || reply && p.deaf
			if frozen {
				p.held += n
			}
			p.mu.Unlock()
			if !frozen {
				if _, werr := dst.Write(buf[:n]); werr != nil {
					break
				}
			}
		}
		if err != nil {
			break
		}
	}
	dst.Close()
	src.Close()
}

// Close stops the proxy.
func (p *Proxy) Close() { p.Cut(); p.ln.Close() }

func (p *Proxy) serve() {
	for {
		c, err := p.ln.Accept()
		if err != nil {
			return
		}
		p.mu.Lock()
		cut := p.cut
		p.mu.Unlock()
		if cut {
			c.Close()
			continue
		}
		go p.relay(c)
	}
}

func (p *Proxy) relay(c net.Conn) {
	up, err := net.Dial("tcp", p.target)
	if err != nil {
		c.Close()
		return
	}
	p.mu.Lock()
	if p.cut {
		p.mu.Unlock()
		c.Close()
		up.Close()
		return
	}
	p.conns[c], p.conns[up] = true, true
	p.mu.Unlock()
	go p.pass(up, c, false)
	p.pass(c, up, true)
}
