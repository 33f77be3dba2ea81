/**
 * The lucide icons the content may name. Used at build time only, to draw
 * /icons.svg (scripts/postbuild.ts); pages reference the sprite, so no icon
 * code ships to the browser.
 */
import {
  Activity, BarChart3, Bot, Brain, Briefcase, Bug, Building2, Calendar, ChartLine, CircleCheck, Cloud, Code,
  Compass, Cpu, Database, FileText, Gauge, GitBranch, Globe, GraduationCap, Handshake, Heart, Layers,
  LayoutDashboard, Lightbulb, Lock, Mail, Megaphone, MessageSquare, Monitor, Palette, PenTool, Plane, RefreshCw,
  Rocket, Search, Server, Settings, Shield, ShoppingCart, Smartphone, Sparkles, Target, Timer, TrendingUp, Truck,
  Trophy, Users, Utensils, Wallet, Wrench, Zap, type LucideIcon,
} from "lucide-react";
import type { IconName } from "../../../content/schema";

export const icons: Record<IconName, LucideIcon> = {
  activity: Activity, "bar-chart": BarChart3, bot: Bot, brain: Brain, briefcase: Briefcase, bug: Bug,
  building: Building2, calendar: Calendar, "chart-line": ChartLine, "check-circle": CircleCheck, cloud: Cloud,
  code: Code, compass: Compass, cpu: Cpu, database: Database, "file-text": FileText, gauge: Gauge,
  "git-branch": GitBranch, globe: Globe, "graduation-cap": GraduationCap, handshake: Handshake, heart: Heart,
  layers: Layers, layout: LayoutDashboard, lightbulb: Lightbulb, lock: Lock, mail: Mail, megaphone: Megaphone,
  "message-square": MessageSquare, monitor: Monitor, palette: Palette, "pen-tool": PenTool, plane: Plane,
  "refresh-cw": RefreshCw, rocket: Rocket, search: Search, server: Server, settings: Settings, shield: Shield,
  "shopping-cart": ShoppingCart, smartphone: Smartphone, sparkles: Sparkles, target: Target, timer: Timer,
  "trending-up": TrendingUp, truck: Truck, trophy: Trophy, users: Users, utensils: Utensils, wallet: Wallet,
  wrench: Wrench, zap: Zap,
};

