"""Raw adb smart-socket helpers for protocol tests: frame a request, read replies."""

import socket


def request(sock: socket.socket, service: str) -> None:
    """Send ``service`` with its 4-hex-digit length prefix (protocol.txt "smartsockets")."""
    data = service.encode()
    sock.sendall(b"%04x" % len(data) + data)


def read_all(sock: socket.socket) -> bytes:
    """Everything the server sends until it closes the connection."""
    out = b""
    while chunk := sock.recv(65536):
        out += chunk
    return out


def recv_exact(sock: socket.socket, n: int) -> bytes:
    """Exactly ``n`` bytes; fails the test if the connection closes first."""
    out = b""
    while len(out) < n:
        chunk = sock.recv(n - len(out))
        assert chunk, "connection closed early"
        out += chunk
    return out
