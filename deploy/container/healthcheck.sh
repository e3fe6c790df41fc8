#!/bin/sh
# The image's HEALTHCHECK: GET /api/health on the server's own port (BusyBox's wget; no second
# Node.js process every interval). Healthy on a 200; wget fails on any other status. The
# HEALTHCHECK's own --timeout bounds it (this BusyBox's `wget -T` crashes, so it is not used).
exec wget -q -O /dev/null "http://127.0.0.1:${PORT:-3000}/api/health"
